import { Button } from '@chakra-ui/react';
import { MessageView } from '@clorofil/ui-rtl';
import { RotateCcw } from 'lucide-react';

export type RetryErrorProps = { message: string; subMessage?: string; onRetry: () => void };

/** A list that could not be loaded, inline, with «تلاش دوباره» (SPEC §8). */
export function RetryError({ message, subMessage, onRetry }: RetryErrorProps) {
  return (
    <MessageView
      icon="error"
      message={message}
      subMessage={subMessage ?? 'لطفاً اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.'}
    >
      <Button variant="outline" colorPalette="brand" onClick={onRetry}>
        <RotateCcw size={18} aria-hidden="true" />
        تلاش دوباره
      </Button>
    </MessageView>
  );
}
