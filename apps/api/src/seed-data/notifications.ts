// Demo notifications (GET /api/Notification), written to match each demo member's data: the
// numbers below are the ones in their history, codes and review status.

export type NotificationType = 'info' | 'warning' | 'reward' | 'error';
export type SeedNotification = { type: NotificationType; message: string };
export type MemberNotifications = { mobile: string; notifications: SeedNotification[] };

export const demoNotifications: readonly MemberNotifications[] = [
  {
    mobile: '09120000001',
    notifications: [
      { type: 'reward', message: '۱۰ کلروفیل از گردونه شانس به امتیازهای شما اضافه شد.' },
      { type: 'info', message: 'سفارش ۱۴۵۶ به دستتان رسیده است؟ با تکمیل نظرسنجی آن ۵ کلروفیل هدیه بگیرید.' },
      {
        type: 'warning',
        message: 'کد تخفیف WHL15-Q8RT4 تا ۵ روز دیگر منقضی می‌شود؛ فرصت استفاده از آن را از دست ندهید.',
      },
    ],
  },
  {
    mobile: '09120000002',
    notifications: [
      { type: 'reward', message: 'کمیسیون ماه گذشته به مبلغ ۳٬۰۲۴٬۸۵۵ ریال به حساب شما واریز شد.' },
      { type: 'warning', message: 'اعتبار کد تخفیف KONKUR15 تا ۲۰ روز دیگر به پایان می‌رسد.' },
      {
        type: 'info',
        message: 'کد تخفیف تازه‌ی شما، MOALLEM5، فعال شد. آن را با دانش‌آموزان و همکارانتان به اشتراک بگذارید.',
      },
    ],
  },
  {
    mobile: '09120000003',
    notifications: [
      {
        type: 'info',
        message: 'به باشگاه مشتریان خوش آمدید! برای استفاده از همه‌ی امکانات، نوع کاربری خود را انتخاب کنید.',
      },
      {
        type: 'warning',
        message:
          'اطلاعات کاربری شما هنوز کامل نیست. با تکمیل آن، ۵۰ کلروفیل هدیه‌ی مأموریت «تکمیل اطلاعات کاربری» را بگیرید.',
      },
    ],
  },
  {
    mobile: '09120000004',
    notifications: [
      {
        type: 'info',
        message: 'اطلاعات معلمی شما دریافت شد و در حال بررسی است. نتیجه با پیامک به شما اطلاع داده می‌شود.',
      },
    ],
  },
  {
    mobile: '09120000005',
    notifications: [
      {
        type: 'error',
        message:
          'اطلاعات دانش‌آموزی شما تأیید نشد؛ نام مدرسه با اطلاعات ثبت‌شده هم‌خوانی نداشت. لطفاً اطلاعات را اصلاح و دوباره ارسال کنید.',
      },
      { type: 'info', message: 'گردونه شانس امروز منتظر شماست؛ هر روز یک بار می‌توانید آن را بچرخانید.' },
    ],
  },
  {
    mobile: '09129999999',
    notifications: [{ type: 'info', message: 'یک درخواست تازه‌ی تغییر نوع کاربری در انتظار بررسی شماست.' }],
  },
];

export function notificationsFor(mobile: string): SeedNotification[] {
  return demoNotifications.find((n) => n.mobile === mobile)?.notifications ?? [];
}
