import { ApiError } from '@clorofil/api-client';
import { describe, expect, it } from 'vitest';
import { bankLoadErrorMessage, bankMessages, bankSaveErrorMessage } from './bank-messages';

const http = (status: number, message: string) => new ApiError({ kind: 'http', status, message });

describe('bankSaveErrorMessage (SPEC §8)', () => {
  it('says the user information is not valid for a 401', () => {
    expect(bankSaveErrorMessage(http(401, 'توکن منقضی شده است'))).toBe('اطلاعات کاربری شما معتبر نیست');
  });

  it("shows a 500's own server message, or «خطای سرور» when the client had to fall back to it", () => {
    expect(bankSaveErrorMessage(http(500, 'سرویس بانک در دسترس نیست'))).toBe('سرویس بانک در دسترس نیست');
    expect(bankSaveErrorMessage(http(503, 'خطای سرور'))).toBe(bankMessages.serverError);
  });

  it("shows any other answer's server message", () => {
    expect(bankSaveErrorMessage(http(400, 'شماره کارت واردشده معتبر نیست'))).toBe('شماره کارت واردشده معتبر نیست');
  });

  it('gives the general save failure when no answer arrived', () => {
    expect(bankSaveErrorMessage(new ApiError({ kind: 'network', status: 0, message: 'offline' }))).toBe(
      'هنگام تغییر اطلاعات حساب بانکی خطایی رخ داد',
    );
    expect(bankSaveErrorMessage(new Error('boom'))).toBe(bankMessages.saveFailed);
  });
});

describe('bankLoadErrorMessage', () => {
  it('names a failed load, and an invalid session separately', () => {
    expect(bankLoadErrorMessage(http(500, 'x'))).toBe('هنگام دریافت اطلاعات حساب بانکی خطایی رخ داد');
    expect(bankLoadErrorMessage(http(401, 'x'))).toBe(bankMessages.unauthorized);
  });
});
