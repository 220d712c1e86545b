import type { OrderExplanation } from '@clorofil/api-client';
import { formatJalaliDate, formatJalaliDateTime, formatNumber, formatToman, toPersianDigits } from '@clorofil/ui-rtl';

/** The API's verdict on an order in the sentences support reads to the member. */
export function explanationLines(order: OrderExplanation): string[] {
  const id = toPersianDigits(order.orderId);
  const points = `${formatNumber(order.points)} کلروفیل`;
  const amount = order.amountToman === null ? '' : formatToman(order.amountToman);
  const rule = `به ازای هر ${formatToman(order.tomanPerPoint)} خرید ۱ کلروفیل`;
  const delivered = order.deliveredAt ? `سفارش در ${formatJalaliDateTime(order.deliveredAt)} تحویل شد` : '';
  const lines: string[] = [];
  switch (order.standing) {
    case 'unknown':
      lines.push(
        `فروشگاه تحویل سفارش ${id} را برای این عضو گزارش نکرده است؛ امتیاز هر سفارش پس از گزارش تحویل ثبت می‌شود.`,
        'اگر عضو سفارش را گرفته است، شمارهٔ سفارش و موبایل ثبت‌شده در آن را با فروشگاه بررسی کنید.',
      );
      break;
    case 'not-eligible':
      lines.push(`مبلغ سفارش ${amount} است؛ ${rule} داده می‌شود، پس این سفارش امتیازی ندارد.`);
      break;
    case 'pending':
      lines.push(
        `${amount} خرید، ${points} (${rule}).`,
        `${delivered} و تا پایان مهلت ${formatNumber(order.returnWindowDays)} روزهٔ مرجوعی در راه است.`,
        `این امتیاز از ${formatJalaliDate(order.availableAt ?? '', 'long')} قابل خرج می‌شود.`,
      );
      break;
    case 'due':
      lines.push(
        `${amount} خرید، ${points}. مهلت مرجوعی در ${formatJalaliDateTime(order.availableAt ?? '')} تمام شده است.`,
        'امتیاز در اجرای بعدی واریز خودکار (هر دقیقه) به حساب عضو می‌آید.',
      );
      break;
    case 'released':
      lines.push(
        `${amount} خرید، ${points} (${rule}).`,
        `این امتیاز در ${formatJalaliDateTime(order.releasedAt ?? '')}، پس از پایان مهلت مرجوعی، به حساب عضو آمد.`,
      );
      break;
    case 'returned':
      lines.push(
        `${delivered} و در ${formatJalaliDateTime(order.returnedAt ?? '')}، پیش از پایان مهلت مرجوعی، مرجوع شد.`,
        `برای همین ${points} این سفارش داده نشد.`,
      );
      break;
  }
  if (order.surveyPoints > 0 && order.surveyCompletedAt) {
    lines.push(
      `نظرسنجی این سفارش در ${formatJalaliDateTime(order.surveyCompletedAt)} تکمیل شد و ${formatNumber(order.surveyPoints)} کلروفیل جداگانه داده شد.`,
    );
  }
  return lines;
}
