import { ApiError, apiErrorMessages } from '@clorofil/api-client';
import { describe, expect, it } from 'vitest';
import { BUY_FAILED, buyErrorMessage } from './buy-error-message';

const http = (status: number, message: string, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', status, message, ...extra });

describe('the reason a purchase shows', () => {
  it('shows the API’s 400 `Message` as it is', () => {
    const message = 'امتیاز شما برای دریافت این جایزه کافی نیست؛ ۲۵۰ کلروفیل دیگر لازم دارید.';
    expect(buyErrorMessage(http(400, message))).toBe(message);
  });

  it('shows the original API’s 500 `detail` rather than «خطای سرور»', () => {
    const detail = 'موجودی این جایزه تمام شده است.';
    expect(buyErrorMessage(http(500, 'خطای سرور', { detail }))).toBe(detail);
  });

  it('falls back to the generic sentence for a bare 500, an unreadable answer or no message', () => {
    expect(buyErrorMessage(http(500, apiErrorMessages.server))).toBe(BUY_FAILED);
    expect(buyErrorMessage(http(400, apiErrorMessages.unknown))).toBe(BUY_FAILED);
    expect(buyErrorMessage(new ApiError({ kind: 'contract', status: 200, message: '' }))).toBe(BUY_FAILED);
  });

  it('says how long to wait after too many tries', () => {
    expect(buyErrorMessage(http(429, 'x', { retryAfterSeconds: 42 }))).toBe(
      'درخواست‌های دریافت جایزهٔ شما بیش از حد مجاز شد. لطفاً ۴۲ ثانیهٔ دیگر دوباره تلاش کنید.',
    );
    expect(buyErrorMessage(http(429, 'x', { retryAfterSeconds: 125 }))).toContain('۳ دقیقهٔ دیگر');
    expect(buyErrorMessage(http(429, 'x'))).toContain('کمی بعد');
  });

  it('names a lost connection as such', () => {
    expect(buyErrorMessage(new ApiError({ kind: 'network', status: 0, message: '' }))).toBe(apiErrorMessages.network);
  });
});
