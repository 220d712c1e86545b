import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ReasonField, reasonRequiredMessage } from '../staff-console/reason-field';

export type ReasonDialogProps = {
  open: boolean;
  title: ReactNode;
  /** What the action does, above the reason box. */
  description?: ReactNode;
  /** The reason box's label, e.g. «دلیل بازگرداندن». */
  label: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** `red` for an action that takes something away. */
  tone?: 'brand' | 'red';
  /** The text may be left empty (a note rather than a reason). */
  optional?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/**
 * A staff action that must say why (kept in the audit trail beside the change): the reason is
 * required (unless `optional`), asked for in the dialog, trimmed, and sent with the confirmation.
 */
export function ReasonDialog({
  open,
  title,
  description,
  label,
  confirmLabel,
  pendingLabel,
  pending,
  tone = 'brand',
  optional = false,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = !optional && reason.trim() === '';
  const close = () => {
    setReason('');
    setTried(false);
    onCancel();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(change) => !change.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content dir="rtl" marginInline="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              {description && <Text>{description}</Text>}
              <ReasonField
                label={label}
                value={reason}
                onChange={setReason}
                optional={optional}
                error={tried && missing ? reasonRequiredMessage : null}
              />
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Button variant="outline" onClick={close} disabled={pending}>
                انصراف
              </Button>
              <Button
                colorPalette={tone}
                loading={pending}
                loadingText={pendingLabel}
                onClick={() => {
                  setTried(true);
                  if (!missing) {
                    onConfirm(reason.trim());
                    setReason('');
                    setTried(false);
                  }
                }}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
