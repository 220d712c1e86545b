import { ReasonDialog } from '@clorofil/ui-rtl';

export type RollbackDialogProps = {
  /** The entry's description; null keeps the dialog closed. */
  target: { id: number; what: string } | null;
  rollingBack: boolean;
  onRollback: (reason: string) => void;
  onCancel: () => void;
};

/** Republishing the previous version is a change of its own, so it needs a reason, kept in the trail. */
export function RollbackDialog({ target, rollingBack, onRollback, onCancel }: RollbackDialogProps) {
  return (
    <ReasonDialog
      open={target !== null}
      title={`بازگرداندن ${target?.what ?? ''}`}
      label="دلیل بازگرداندن"
      confirmLabel="بازگرداندن"
      pendingLabel="در حال بازگرداندن…"
      pending={rollingBack}
      onConfirm={onRollback}
      onCancel={onCancel}
    />
  );
}
