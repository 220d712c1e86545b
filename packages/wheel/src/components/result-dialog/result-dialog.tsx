import { Box, Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { paths } from '@clorofil/app-kit';
import { CopyText, formatJalaliDate, formatNumber } from '@clorofil/ui-rtl';
import { Frown, Gift, House, PartyPopper, Sprout, TicketPercent, TimerOff } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { Outcome } from '../../flow/spin-machine';
import { wheelTexts } from '../../texts';
import { NextSpinCountdown } from '../next-spin/next-spin-countdown';
import { resultCopy, resultKind, type ResultKind } from './result-copy';

export type ResultDialogProps = {
  outcome: Outcome | null;
  onClose: () => void;
  /** When the next spin opens and the current time (ticking), for the countdown. */
  now: Date;
  /** When the next spin opens; null hides the countdown. */
  nextSpin: Date | null;
  /** Where focus goes back to when the dialog closes (the spin button). */
  returnFocus?: RefObject<HTMLElement | null>;
};

const icons: Record<ResultKind, typeof Gift> = {
  'won-score': PartyPopper,
  'won-discount': TicketPercent,
  won: Gift,
  'bad-luck': Frown,
  deactive: TimerOff,
  limitation: TimerOff,
};

/** SPEC §8's result modals: won (score or discount code), bad luck, inactive, no spin left. */
export function ResultDialog({ outcome, onClose, now, nextSpin, returnFocus }: ResultDialogProps) {
  const kind = outcome ? resultKind(outcome) : null;
  const copy = outcome ? resultCopy(outcome) : null;
  const Icon = kind ? icons[kind] : Gift;
  const won = kind === 'won-score' || kind === 'won-discount' || kind === 'won';
  const showsCountdown = kind === 'bad-luck' || kind === 'limitation' || won;
  return (
    <Dialog.Root
      open={outcome !== null}
      onOpenChange={(change) => !change.open && onClose()}
      placement="center"
      motionPreset="scale"
      {...(returnFocus ? { finalFocusEl: () => returnFocus.current } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content dir="rtl" marginInline="4" data-testid="wheel-result" data-result={kind ?? undefined}>
            <Dialog.Header flexDirection="column" alignItems="center" gap="3" paddingBlockEnd="0">
              <Box
                display="flex"
                alignItems="center"
                justifyContent="center"
                boxSize="16"
                borderRadius="full"
                bg={won ? 'accent.100' : 'bg.muted'}
                color={won ? 'accent.800' : 'fg.muted'}
                aria-hidden="true"
              >
                <Icon size={34} />
              </Box>
              <Dialog.Title textAlign="center" fontSize="xl">
                {copy?.title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4" align="center" textAlign="center">
                <Dialog.Description fontSize="md" lineHeight="1.9" color="fg">
                  {copy?.message}
                </Dialog.Description>
                {kind === 'won-score' && outcome && outcome.score > 0 && (
                  <HStack gap="2" color="brand.fg" fontWeight="bold" fontSize="2xl">
                    <Sprout size={26} aria-hidden="true" />
                    <Text as="span">
                      {/* The sign stays in front of the number inside Persian text. */}
                      <bdi dir="ltr">+{formatNumber(outcome.score)}</bdi> کلروفیل
                    </Text>
                  </HStack>
                )}
                {kind === 'won-discount' && (
                  <Stack gap="2" align="center">
                    <Text fontSize="sm" color="fg.muted">
                      {wheelTexts.discountSent}
                    </Text>
                    {outcome?.discountCode && (
                      <>
                        <CopyText value={outcome.discountCode.code} size="md" />
                        {outcome.discountCode.expirationDate && (
                          <Text fontSize="xs" color="fg.muted">
                            معتبر تا {formatJalaliDate(outcome.discountCode.expirationDate, 'long')}
                          </Text>
                        )}
                      </>
                    )}
                  </Stack>
                )}
                {showsCountdown && nextSpin && <NextSpinCountdown now={now} target={nextSpin} />}
              </Stack>
            </Dialog.Body>
            {/* The club's dialog order (ui-rtl README): dismissing first, the main action last, so
                it sits at the footer's inline end (left in RTL), as in the buy confirmation. */}
            {/* On a phone the buttons share rows two by two (the main action fills the last row)
                instead of leaving it alone under a half-empty row. */}
            <Dialog.Footer
              flexWrap="wrap"
              gap="2"
              data-testid="wheel-result-actions"
              css={{ '& > *': { flex: { base: '1 1 40%', sm: '0 0 auto' } } }}
            >
              <Button variant="ghost" onClick={onClose}>
                {wheelTexts.close}
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.home}>
                  <House size={18} aria-hidden="true" />
                  {wheelTexts.home}
                </Link>
              </Button>
              {kind === 'won-discount' ? (
                <>
                  <Button asChild colorPalette="brand" variant="outline">
                    <Link to={paths.scores}>
                      <Sprout size={18} aria-hidden="true" />
                      {wheelTexts.myScores}
                    </Link>
                  </Button>
                  <Button asChild colorPalette="brand">
                    <Link to={paths.discountCodes}>
                      <TicketPercent size={18} aria-hidden="true" />
                      {wheelTexts.myDiscountCodes}
                    </Link>
                  </Button>
                </>
              ) : (
                <Button asChild colorPalette="brand">
                  <Link to={paths.scores}>
                    <Sprout size={18} aria-hidden="true" />
                    {kind === 'won-score' ? wheelTexts.seeScores : wheelTexts.myScores}
                  </Link>
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
