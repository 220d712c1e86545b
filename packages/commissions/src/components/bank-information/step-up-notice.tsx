import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { bankMessages } from '../../lib/bank-messages';

export type StepUpNoticeProps = {
  /** The API's own sentence (why a code is needed). */
  message: string;
  onConfirm: () => void;
  /** True once the redirect to the identity provider has started. */
  leaving?: boolean;
};

/**
 * Shown when the API asks for a fresh one-time code before a payout change (step-up). Focus moves
 * to its heading, and it is announced, so a screen-reader user hears why nothing was saved.
 */
export function StepUpNotice({ message, onConfirm, leaving = false }: StepUpNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box
      role="alert"
      data-testid="bank-step-up"
      borderWidth="1px"
      borderColor="brand.solid"
      bg="brand.subtle"
      borderRadius="l3"
      padding={{ base: '4', md: '5' }}
      maxWidth="lg"
    >
      <Stack gap="3">
        <Heading as="h2" size="md" ref={heading} tabIndex={-1} display="flex" alignItems="center" gap="2">
          <ShieldCheck size={20} aria-hidden="true" />
          {bankMessages.stepUpTitle}
        </Heading>
        <Text>{message}</Text>
        <Text fontSize="sm" color="fg.secondary">
          {bankMessages.stepUpReturn}
        </Text>
        <Box>
          <Button colorPalette="brand" onClick={onConfirm} loading={leaving} loadingText="در حال انتقال…">
            {bankMessages.stepUpAction}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
