import { isApiError } from '@clorofil/api-client';

/** SPEC §8's bank-information sentences, in natural Persian. */
export const bankMessages = {
  loading: 'در حال دریافت اطلاعات حساب بانکی…',
  loadFailed: 'هنگام دریافت اطلاعات حساب بانکی خطایی رخ داد',
  saveFailed: 'هنگام تغییر اطلاعات حساب بانکی خطایی رخ داد',
  saved: 'اطلاعات با موفقیت تغییر کرد',
  unauthorized: 'اطلاعات کاربری شما معتبر نیست',
  serverError: 'خطای سرور',
  stepUpTitle: 'تأیید با کد یک‌بارمصرف',
  stepUpReturn:
    'پس از وارد کردن کد، به همین فرم برمی‌گردید. برای امنیت حساب، شماره‌ها نگه داشته نمی‌شوند و باید دوباره واردشان کنید.',
  stepUpAction: 'دریافت کد تأیید',
  stepUpReturned: 'هویت شما تأیید شد. اکنون اطلاعات حساب جدید را وارد و ذخیره کنید.',
} as const;

/**
 * The toast for a failed save (SPEC §8): 401 says the member's credentials are no longer valid
 * (the API client has already handed the 401 to auth, which renews or signs in again); any
 * other answer shows the server's own message, or «خطای سرور» for a 5xx without one; no answer
 * at all gets the general save failure.
 */
export function bankSaveErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.kind !== 'http') return bankMessages.saveFailed;
  if (error.status === 401) return bankMessages.unauthorized;
  return error.message;
}

/** The inline message when the saved details cannot be read. */
export function bankLoadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return bankMessages.unauthorized;
  return bankMessages.loadFailed;
}
