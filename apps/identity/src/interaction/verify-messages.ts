import { formatNumber } from '../text/persian.js';
import type { VerifyResult } from '../otp/otp-service.js';

/** What a member reads when the code was not accepted. */
export function verifyErrorMessage(result: Exclude<VerifyResult, { ok: true }>): string {
  switch (result.reason) {
    case 'format':
      return 'لطفاً کد ۶ رقمی پیامک‌شده را کامل وارد کنید.';
    case 'wrong':
      return `کد واردشده درست نیست. ${formatNumber(result.attemptsLeft)} بار دیگر می‌توانید تلاش کنید.`;
    case 'expired':
      return 'زمان استفاده از این کد تمام شده است. لطفاً کد تازه‌ای دریافت کنید.';
    case 'void':
    case 'no_code':
      return 'این کد دیگر معتبر نیست، چون چند بار نادرست وارد شد. لطفاً کد تازه‌ای دریافت کنید.';
  }
}
