import { Button, Dialog, Portal } from '@chakra-ui/react';
import { toPersianDigits } from '@clorofil/ui-rtl';

export type RevokeRoleDialogProps = {
  /** The holding being revoked; null keeps the dialog closed. */
  target: { mobile: string; name: string | null; roleName: string } | null;
  revoking: boolean;
  onRevoke: () => void;
  onCancel: () => void;
};

/** Revoking takes the screens away at once, so it is confirmed; the buttons sit as in the app's other confirmations. */
export function RevokeRoleDialog({ target, revoking, onRevoke, onCancel }: RevokeRoleDialogProps) {
  const who = target ? (target.name ?? toPersianDigits(target.mobile)) : '';
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(change) => !change.open && onCancel()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content dir="rtl" marginInline="4">
            <Dialog.Header>
              <Dialog.Title>لغو نقش {who}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              نقش «{target?.roleName}» از {who} گرفته می‌شود و صفحه‌های آن نقش از همین حالا برایش بسته است. لغو می‌کنید؟
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Button variant="outline" onClick={onCancel} disabled={revoking}>
                انصراف
              </Button>
              <Button colorPalette="red" loading={revoking} loadingText="در حال لغو…" onClick={onRevoke}>
                بله، لغو شود
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
