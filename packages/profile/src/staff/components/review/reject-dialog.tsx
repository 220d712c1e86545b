import { ReasonDialog } from '@clorofil/ui-rtl';

/** The API's limit on a rejection's note. */
const MAX_REASON = 300;

export type RejectDialogProps = {
  open: boolean;
  memberName: string;
  deciding: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

/** The reason is required: the member reads it under their Rejected banner. */
export function RejectDialog({ open, memberName, deciding, onReject, onCancel }: RejectDialogProps) {
  return (
    <ReasonDialog
      open={open}
      title={`رد درخواست ${memberName}`}
      label="دلیل رد درخواست (به عضو نمایش داده می‌شود)"
      confirmLabel="رد درخواست"
      pendingLabel="در حال ثبت…"
      pending={deciding}
      tone="red"
      maxLength={MAX_REASON}
      onConfirm={onReject}
      onCancel={onCancel}
    />
  );
}
