import { MessageView } from '@clorofil/ui-rtl';

export function NotFoundPage() {
  return (
    <>
      {/* Every page names itself (WCAG 2.4.2); the page before may have taken its title with it. */}
      <title>صفحه پیدا نشد | باشگاه مشتریان</title>
      <MessageView
        icon="empty"
        message="متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد."
        subMessage="ممکن است نشانی را اشتباه وارد کرده باشید یا این صفحه جابه‌جا شده باشد."
        showHomeButton
      />
    </>
  );
}
