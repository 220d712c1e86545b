import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { normalizeText } from '@clorofil/rules';
import { useState, type ReactNode } from 'react';
import { formatNumber } from '../../format';
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
  /** The longest text the API takes (500 by default). */
  maxLength?: number;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/**
 * A staff action that must say why (kept in the audit trail beside the change): the reason is
 * required (unless `optional`), asked for in the dialog, normalised (Arabic look-alike letters,
 * stray invisible characters, the ends' spaces) and sent with the confirmation.
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
  maxLength = 500,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const clean = normalizeText(reason);
  const missing = !optional && clean === '';
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
                maxLength={maxLength}
                hint={`حداکثر ${formatNumber(maxLength)} حرف`}
                error={tried && missing ? reasonRequiredMessage() : null}
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
                    onConfirm(clean);
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
