import { Box, HStack } from '@chakra-ui/react';
import { bankColor } from '../../lib/bank-colors';

export type BankHintProps = {
  /** The bank the number's prefix names, or undefined while unknown. */
  bank: string | undefined;
};

/**
 * The bank a card's first six digits or a Sheba's bank code names, with its logo colour: a hint
 * that the member typed the right number, never a reason to refuse one. Announced politely.
 */
export function BankHint({ bank }: BankHintProps) {
  return (
    <Box as="span" aria-live="polite" display="block" minHeight="5">
      {bank && (
        <HStack as="span" gap="1.5" data-testid="bank-hint">
          <Box
            as="span"
            aria-hidden="true"
            width="3"
            height="3"
            borderRadius="full"
            bg={bankColor(bank)}
            borderWidth="1px"
            borderColor="blackAlpha.300"
            flexShrink={0}
          />
          <span>{bank}</span>
        </HStack>
      )}
    </Box>
  );
}
