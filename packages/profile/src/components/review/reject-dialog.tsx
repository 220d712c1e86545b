import { Button, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { formatNumber } from '@clorofil/ui-rtl';
import { normalizeText, validationMessages } from '@clorofil/rules';
import { useState } from 'react';

export const MAX_REASON = 300;

export type RejectDialogProps = {
  open: boolean;
  memberName: string;
  deciding: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

/** The reason is required: the member reads it under their Rejected banner. */
export function RejectDialog({ open, memberName, deciding, onReject, onCancel }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const clean = normalizeText(reason).trim();
  const invalid = tried && clean.length === 0;
  return (
    <Dialog.Root open={open} onOpenChange={(change) => !change.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content dir="rtl" marginInline="4">
            <Dialog.Header>
              <Dialog.Title>رد درخواست {memberName}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root invalid={invalid} required>
                <Field.Label>دلیل رد درخواست (به عضو نمایش داده می‌شود)</Field.Label>
                <Textarea
                  value={reason}
                  maxLength={MAX_REASON}
                  rows={4}
                  onChange={(event) => setReason(event.target.value)}
                />
                {invalid ? (
                  <Field.ErrorText>{validationMessages.required}</Field.ErrorText>
                ) : (
                  <Field.HelperText>حداکثر {formatNumber(MAX_REASON)} حرف</Field.HelperText>
                )}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Button variant="outline" onClick={onCancel} disabled={deciding}>
                انصراف
              </Button>
              <Button
                colorPalette="red"
                loading={deciding}
                loadingText="در حال ثبت…"
                onClick={() => {
                  setTried(true);
                  if (clean) onReject(clean);
                }}
              >
                رد درخواست
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
