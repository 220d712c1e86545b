import { apiErrorMessages, type ApiError } from '@clorofil/api-client';
import { formatNumber } from '@clorofil/ui-rtl';

export const BUY_FAILED = 'خطایی در دریافت جایزه رخ داد. لطفاً دوباره تلاش کنید.';

function wait(seconds: number): string {
  if (seconds < 60) return `${formatNumber(Math.max(1, Math.ceil(seconds)))} ثانیهٔ`;
  return `${formatNumber(Math.ceil(seconds / 60))} دقیقهٔ`;
}

/**
 * The sentence a refused purchase shows. The API answers a refusal with 400 and `Message`; the
 * original API answered 500 with `detail` (SPEC §8). Both carry the server's Persian reason, which
 * is shown as it is; a rate limit adds how long to wait; anything else is the generic sentence.
 */
export function buyErrorMessage(error: ApiError): string {
  if (error.kind !== 'http') return error.kind === 'network' ? apiErrorMessages.network : BUY_FAILED;
  if (error.status === 429) {
    const base = 'درخواست‌های دریافت جایزهٔ شما بیش از حد مجاز شد.';
    return error.retryAfterSeconds !== undefined
      ? `${base} لطفاً ${wait(error.retryAfterSeconds)} دیگر دوباره تلاش کنید.`
      : `${base} لطفاً کمی بعد دوباره تلاش کنید.`;
  }
  if (error.status >= 500) return error.detail ?? BUY_FAILED;
  const fallbacks: string[] = [apiErrorMessages.unknown, apiErrorMessages.server];
  return fallbacks.includes(error.message) ? BUY_FAILED : error.message;
}
