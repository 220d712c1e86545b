import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { LogIn, RotateCcw, Sparkles } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import type { Availability } from '../../flow/use-wheel-session';
import { wheelTexts } from '../../texts';

export type SpinControlsProps = {
  availability: Availability;
  busy: boolean;
  /** Today's spin is used (or the wheel refused): the button stays, focusable but inactive. */
  spent: boolean;
  /** The wheel is switched off. */
  inactive?: boolean;
  onSpin: () => void;
  buttonRef: Ref<HTMLButtonElement>;
  /** A member's line under the button (when the next spin opens), in the room kept for the visitor's hint. */
  status?: ReactNode;
};

function label(availability: Availability, busy: boolean, spent: boolean, inactive: boolean): string {
  if (busy) return wheelTexts.spinning;
  if (inactive) return wheelTexts.deactiveTitle;
  if (availability.kind === 'visitor') return wheelTexts.signInToSpin;
  if (availability.kind === 'checking') return wheelTexts.checking;
  if (spent || availability.kind === 'refused') return wheelTexts.spentToday;
  return wheelTexts.spin;
}

/**
 * The one spin button — a real button, so Space and Enter spin too. It is never `disabled`
 * (only `aria-disabled`), so focus can come back to it from the result dialog.
 */
export function SpinControls({
  availability,
  busy,
  spent,
  inactive = false,
  onSpin,
  buttonRef,
  status,
}: SpinControlsProps) {
  const visitor = availability.kind === 'visitor';
  const enabled = !busy && !spent && !inactive && (visitor || availability.kind === 'can-spin');
  return (
    <Stack gap="3" align="center" width="full" maxWidth="md">
      <Button
        ref={buttonRef}
        size="xl"
        width="full"
        colorPalette="accent"
        borderRadius="full"
        fontWeight="bold"
        aria-disabled={!enabled}
        data-testid="spin-button"
        onClick={() => enabled && onSpin()}
      >
        {visitor ? <LogIn size={20} aria-hidden="true" /> : <Sparkles size={20} aria-hidden="true" />}
        {label(availability, busy, spent, inactive)}
      </Button>
      {/* Two lines kept for the visitor's hint whoever is here: the page arrives rendered before
          anyone knows who is visiting, and a hint that appeared later pushed the odds down. A
          member's countdown takes the same room, so no empty band is left between the two. */}
      <Box minHeight="2.5rem" width="full">
        {visitor ? (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {wheelTexts.visitorHint}
          </Text>
        ) : (
          status
        )}
      </Box>
      {availability.kind === 'check-failed' && (
        <Alert.Root status="error" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{wheelTexts.checkFailed}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={availability.retry}>
            <RotateCcw size={16} aria-hidden="true" />
            {wheelTexts.retryCheck}
          </Button>
        </Alert.Root>
      )}
    </Stack>
  );
}
