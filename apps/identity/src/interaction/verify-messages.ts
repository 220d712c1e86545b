import { formatHoursAndMinutes, formatNumber, formatWait } from '../text/persian.js';
import type { LockedToday, VerifyResult } from '../otp/otp-service.js';

/** What a member reads when the number has used up today's wrong codes. */
export function lockedTodayMessage(result: Pick<LockedToday, 'retryAfterSeconds'>): string {
  return `برای این شماره امروز بیش از حد کد نادرست وارد شده است. ورود با این شماره از نیمه‌شب به وقت تهران (ساعت ۰۰:۰۰، ${formatHoursAndMinutes(result.retryAfterSeconds)} دیگر) دوباره ممکن می‌شود.`;
}

/** What a member reads when the code was not accepted. */
export function verifyErrorMessage(result: Exclude<VerifyResult, { ok: true }>): string {
  switch (result.reason) {
    case 'format':
      return 'لطفاً کد ۶ رقمی پیامک‌شده را کامل وارد کنید.';
    case 'wrong':
      return `کد واردشده درست نیست. ${formatNumber(result.attemptsLeft)} بار دیگر می‌توانید تلاش کنید.`;
    case 'expired':
      return 'زمان استفاده از این کد تمام شده است. لطفاً کد تازه‌ای دریافت کنید.';
    case 'rate_limited':
      return `کد تأیید زیادی پشت سر هم وارد شده است. لطفاً ${formatWait(result.retryAfterSeconds)} دیگر دوباره تلاش کنید.`;
    case 'locked_today':
      return lockedTodayMessage(result);
    case 'void':
    case 'no_code':
      return 'این کد دیگر معتبر نیست، چون چند بار نادرست وارد شد. لطفاً کد تازه‌ای دریافت کنید.';
  }
}
