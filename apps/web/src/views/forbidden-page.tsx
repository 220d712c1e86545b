import { MessageView } from '@clorofil/ui-rtl';
import { ShieldX } from 'lucide-react';

/** `/403`: where the financial guard sends a member who is not a commission partner. */
export function ForbiddenPage() {
  return (
    <>
      {/* Every page names itself (WCAG 2.4.2): axe found /403 without a title. */}
      <title>دسترسی ندارید | باشگاه مشتریان</title>
      <MessageView
        icon={<ShieldX size={56} strokeWidth={1.4} aria-hidden="true" />}
        message="متأسفیم، شما به این صفحه دسترسی ندارید."
        subMessage="اگر فکر می‌کنید باید به این صفحه دسترسی داشته باشید، با پشتیبانی باشگاه تماس بگیرید."
        showHomeButton
      />
    </>
  );
}
