import { Button, chakra, Dialog, Portal, Text } from '@chakra-ui/react';

export type ConfirmTypeChangeProps = {
  open: boolean;
  savedType: string;
  newType: string;
  /** The saved type was approved: saving the other one sends the member back to review. */
  approved: boolean;
  /** The member sees the financial pages now; a student never does (the contract's rule). */
  losesFinancialPages: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * SPEC §2: a different type replaces the saved one; the member agrees before anything is sent,
 * told what changes: the old information goes, the new type is reviewed (nothing can be edited
 * until then) and, for a commission partner becoming a student, the financial pages go.
 */
export function ConfirmTypeChange({
  open,
  savedType,
  newType,
  approved,
  losesFinancialPages,
  onConfirm,
  onCancel,
}: ConfirmTypeChangeProps) {
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
              <Dialog.Title>تغییر نوع کاربری به «{newType}»؟</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text marginBlockEnd="2">
                نوع کاربری {approved ? 'تأییدشدهٔ' : 'ثبت‌شدهٔ'} شما «{savedType}» است. با ثبت «{newType}»:
              </Text>
              {/* Plain list elements: Chakra's List would be one more script file for /account. */}
              <chakra.ul listStyleType="disc" paddingInlineStart="5" display="flex" flexDirection="column" gap="1.5">
                <chakra.li>اطلاعات «{savedType}» شما حذف می‌شود.</chakra.li>
                <chakra.li>
                  اطلاعات «{newType}» دوباره بررسی می‌شود و تا پایان بررسی نمی‌توانید اطلاعات کاربری را ویرایش کنید.
                </chakra.li>
                {losesFinancialPages && (
                  <chakra.li>
                    صفحه‌های امور مالی (گزارش کمیسیون، پرداخت‌ها و اطلاعات حساب بانکی) دیگر در دسترس شما نخواهد بود؛ این
                    صفحه‌ها برای معلمان است.
                  </chakra.li>
                )}
              </chakra.ul>
              <Text marginBlockStart="3" fontWeight="bold">
                ادامه می‌دهید؟
              </Text>
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
