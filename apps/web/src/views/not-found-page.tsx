import { MessageView } from '@clorofil/ui-rtl';

export function NotFoundPage() {
  return (
    <MessageView
      icon="empty"
      message="متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد."
      subMessage="ممکن است نشانی را اشتباه وارد کرده باشید یا این صفحه جابه‌جا شده باشد."
      showHomeButton
    />
  );
}
