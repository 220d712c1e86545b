// Persian messages of the contract's schemas and the reference API that are not SPEC §5 field
// rules. The field rules' sentences live once, in `@clorofil/rules` (`rules`), and
// reach the wire through wire-rules.ts; `required` and `numeric` are borrowed from there.
import { validationMessages } from '@clorofil/rules';

export const fa = {
  required: validationMessages.required,
  numeric: validationMessages.numeric,
  tooLong: 'متن واردشده بیش از حد طولانی است.',
  invalidValue: 'مقدار واردشده معتبر نیست.',
  unknownField: 'این فیلد پذیرفته نمی‌شود.',
  badRequest: 'اطلاعات ارسال‌شده معتبر نیست.',
  invalidJson: 'قالب اطلاعات ارسال‌شده درست نیست.',
  unsupportedMediaType: 'درخواست باید با قالب JSON ارسال شود.',
  bodyTooLarge: 'حجم اطلاعات ارسال‌شده بیش از حد مجاز است.',
  unauthorized: 'اطلاعات کاربری شما معتبر نیست. لطفاً دوباره وارد شوید.',
  stepUpRequired:
    'برای تغییر اطلاعات حساب بانکی، هویت خود را دوباره با کد یک‌بارمصرفی که به شمارهٔ همراهتان پیامک می‌شود تأیید کنید.',
  forbidden: 'متأسفانه شما به این بخش دسترسی ندارید.',
  notFound: 'متأسفانه مورد درخواستی پیدا نشد.',
  tooManyRequests: 'تعداد درخواست‌های شما بیش از حد مجاز است. لطفاً کمی بعد دوباره تلاش کنید.',
  serverError: 'خطای سرور',
  serverErrorDetail: 'متأسفانه خطایی رخ داد. لطفاً کمی بعد دوباره تلاش کنید.',
  unavailable: 'باشگاه لحظاتی در دسترس نیست. لطفاً چند ثانیهٔ دیگر دوباره تلاش کنید.',
  signInUnavailable: 'ورود شما در این لحظه قابل بررسی نیست. لطفاً چند ثانیهٔ دیگر دوباره تلاش کنید.',
  idempotencyInFlight: 'درخواست قبلی شما هنوز در حال انجام است. لطفاً کمی صبر کنید.',
  idempotencyMismatch: 'این شناسهٔ درخواست پیش‌تر برای درخواست دیگری به کار رفته است.',
  idempotencyKeyInvalid: 'شناسهٔ درخواست (Idempotency-Key) معتبر نیست.',
} as const;
