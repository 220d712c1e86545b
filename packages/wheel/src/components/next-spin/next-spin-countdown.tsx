import { HStack, Stack, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { countdownText, nextSpinSentence, waitInWords } from './next-spin-time';
import { wheelTexts } from '../../texts';

export type NextSpinCountdownProps = { now: Date; target: Date };

/**
 * When the next spin opens, with the time left ticking. The ticking figure is a `timer` (not
 * announced every second); the sentence above it says the same in words for screen readers.
 */
export function NextSpinCountdown({ now, target }: NextSpinCountdownProps) {
  return (
    <Stack gap="1" align="center" textAlign="center" data-testid="next-spin">
      <Text fontSize="sm" color="fg.muted">
        {wheelTexts.nextSpin}: {nextSpinSentence(target)}
      </Text>
      <HStack gap="2" color="brand.fg" aria-hidden="true">
        <Clock size={18} />
        <Text
          as="span"
          fontWeight="bold"
          fontSize="xl"
          letterSpacing="wider"
          dir="ltr"
          fontVariantNumeric="tabular-nums"
        >
          {countdownText(now, target)}
        </Text>
      </HStack>
      <Text srOnly role="timer" aria-live="off">
        {waitInWords(now, target)} دیگر
      </Text>
    </Stack>
  );
}
