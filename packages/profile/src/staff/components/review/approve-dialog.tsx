import { Button, Dialog, Portal } from '@chakra-ui/react';

export type ApproveDialogProps = {
  open: boolean;
  memberName: string;
  typeName: string;
  deciding: boolean;
  onApprove: () => void;
  onCancel: () => void;
};

/**
 * Approval is told to the member at once (SMS and notification) and cannot be taken back, so it
 * is confirmed like a rejection; the buttons sit as in the reject dialog.
 */
export function ApproveDialog({ open, memberName, typeName, deciding, onApprove, onCancel }: ApproveDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(change) => !change.open && onCancel()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content dir="rtl" marginInline="4">
            <Dialog.Header>
              <Dialog.Title>تأیید درخواست {memberName}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              نوع کاربری «{typeName}» برای {memberName} تأیید می‌شود و نتیجه همین حالا با پیامک و اعلان به او گفته
              می‌شود. این تصمیم بازگشت ندارد. تأیید می‌کنید؟
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Button variant="outline" onClick={onCancel} disabled={deciding}>
                انصراف
              </Button>
              <Button colorPalette="brand" loading={deciding} loadingText="در حال تأیید…" onClick={onApprove}>
                بله، تأیید شود
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
