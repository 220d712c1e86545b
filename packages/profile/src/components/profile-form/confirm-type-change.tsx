import { Button, Dialog, Portal } from '@chakra-ui/react';

export type ConfirmTypeChangeProps = {
  open: boolean;
  savedType: string;
  newType: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** SPEC §2: a different type replaces the saved one; the member agrees before anything is sent. */
export function ConfirmTypeChange({ open, savedType, newType, onConfirm, onCancel }: ConfirmTypeChangeProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(change) => !change.open && onCancel()}
      role="alertdialog"
      placement="center"
      size={{ base: 'xs', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content dir="rtl">
            <Dialog.Header>
              <Dialog.Title>تغییر نوع کاربری</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              نوع کاربری ثبت‌شدهٔ شما «{savedType}» است. با ثبت «{newType}» اطلاعات جدید ذخیره و برای بررسی فرستاده
              می‌شود و اطلاعات قبلی شما حذف خواهد شد. ادامه می‌دهید؟
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Button variant="outline" onClick={onCancel}>
                انصراف
              </Button>
              <Button colorPalette="brand" onClick={onConfirm}>
                بله، ثبت شود
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
