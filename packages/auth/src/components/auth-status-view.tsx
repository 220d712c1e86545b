import { Button, Spinner, Text, VStack } from '@chakra-ui/react';
import { MessageView } from '@clorofil/ui-rtl';

export const authTexts = {
  pleaseWait: 'لطفاً چند لحظه صبر کنید…',
  signingOut: 'در حال خروج از حساب کاربری، لطفاً صبر کنید…',
  signInAgain: 'ورود دوباره',
  tryAgain: 'تلاش دوباره',
} as const;

export type AuthLoaderProps = { message?: string };

/** Centered spinner with a polite line, announced to screen readers. */
export function AuthLoader({ message = authTexts.pleaseWait }: AuthLoaderProps) {
  return (
    <VStack role="status" aria-live="polite" gap="4" paddingBlock="16" paddingInline="4" textAlign="center">
      <Spinner size="lg" color="brand.600" aria-hidden="true" />
      <Text>{message}</Text>
    </VStack>
  );
}

export type AuthErrorViewProps = {
  message: string;
  actionLabel?: string;
  onAction: () => void;
};

/** An authentication problem in words the member understands, with a way forward. */
export function AuthErrorView({ message, actionLabel = authTexts.signInAgain, onAction }: AuthErrorViewProps) {
  return (
    <MessageView icon="error" message={message}>
      <Button colorPalette="brand" marginBlockStart="2" onClick={onAction}>
        {actionLabel}
      </Button>
    </MessageView>
  );
}
