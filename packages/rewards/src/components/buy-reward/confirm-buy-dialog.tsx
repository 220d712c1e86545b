import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { Reward } from '@clorofil/api-client';
import { formatNumber } from '@clorofil/ui-rtl';
import { RotateCcw } from 'lucide-react';

export type ConfirmBuyDialogProps = {
  reward: Reward;
  score: number;
  open: boolean;
  pending: boolean;
  connectionError: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when it closes (the result after a purchase); the trigger when this gives null. */
  finalFocusEl?: () => HTMLElement | null;
};

/** Asks once more before spending points, because spent points and received prizes never come back. */
export function ConfirmBuyDialog({
  reward,
  score,
  open,
  pending,
  connectionError,
  onConfirm,
  onCancel,
  finalFocusEl,
}: ConfirmBuyDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
      placement="center"
      size={{ base: 'xs', md: 'sm' }}
      closeOnInteractOutside={!pending}
      closeOnEscape={!pending}
      {...(finalFocusEl ? { finalFocusEl } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner paddingInline="4">
          <Dialog.Content data-testid="confirm-buy">
            <Dialog.Header>
              <Dialog.Title>دریافت «{reward.title}»</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  با دریافت این جایزه، <bdi>{formatNumber(reward.score)}</bdi> کلروفیل از امتیاز شما کم می‌شود.
                </Text>
                <Text fontWeight="bold" color="fg.warning">
                  امتیاز خرج‌شده و جایزهٔ دریافت‌شده قابل بازگشت نیست.
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  موجودی پس از دریافت: <bdi>{formatNumber(Math.max(0, score - reward.score))}</bdi> کلروفیل
                </Text>
                {connectionError && (
                  <Alert.Root status="error" size="sm">
                    <Alert.Indicator />
                    <Alert.Title>{connectionError}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Button variant="outline" onClick={onCancel} disabled={pending}>
                انصراف
              </Button>
              <Button colorPalette="brand" onClick={onConfirm} loading={pending} loadingText="در حال دریافت…">
                {connectionError && <RotateCcw size={16} aria-hidden="true" />}
                {connectionError ? 'تلاش دوباره' : 'بله، دریافت می‌کنم'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
