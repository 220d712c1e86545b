import { Button, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useState } from 'react';

export type RollbackDialogProps = {
  /** The entry's description; null keeps the dialog closed. */
  target: { id: number; what: string } | null;
  rollingBack: boolean;
  onRollback: (reason: string) => void;
  onCancel: () => void;
};

/** Republishing the previous version is a change of its own, so it needs a reason, kept in the trail. */
export function RollbackDialog({ target, rollingBack, onRollback, onCancel }: RollbackDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  const close = () => {
    setReason('');
    setTried(false);
    onCancel();
  };
  return (
    <Dialog.Root open={target !== null} onOpenChange={(change) => !change.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content dir="rtl" marginInline="4">
            <Dialog.Header>
              <Dialog.Title>بازگرداندن {target?.what}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root required invalid={tried && missing}>
                <Field.Label>
                  دلیل بازگرداندن
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
                <Field.ErrorText>پر کردن این فیلد الزامی است</Field.ErrorText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Button variant="outline" onClick={close} disabled={rollingBack}>
                انصراف
              </Button>
              <Button
                colorPalette="brand"
                loading={rollingBack}
                loadingText="در حال بازگرداندن…"
                onClick={() => {
                  setTried(true);
                  if (!missing) onRollback(reason.trim());
                }}
              >
                بازگرداندن
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
