import { fixtures } from '@clorofil/api-client/testing';
import { describe, expect, it } from 'vitest';
import { explanationLines } from './explanation-text';

const base = fixtures.orderExplanation;

describe('an order’s explanation in words', () => {
  it('names the rule, the day the points become spendable and the window for a pending order', () => {
    const text = explanationLines(base).join(' ');
    expect(text).toContain('۱٬۸۵۰٬۰۰۰ تومان خرید، ۱۸۵ کلروفیل (به ازای هر ۱۰٬۰۰۰ تومان خرید ۱ کلروفیل)');
    expect(text).toContain('مهلت ۷ روزهٔ مرجوعی');
    expect(text).toContain('۸ آذر ۱۴۰۵');
  });

  it('says why a small order earns nothing, and that a due one arrives with the next run', () => {
    expect(explanationLines({ ...base, standing: 'not-eligible', amountToman: 9_000, points: 0 })[0]).toBe(
      'مبلغ سفارش ۹٬۰۰۰ تومان است؛ به ازای هر ۱۰٬۰۰۰ تومان خرید ۱ کلروفیل داده می‌شود، پس این سفارش امتیازی ندارد.',
    );
    expect(explanationLines({ ...base, standing: 'due' }).join(' ')).toContain('اجرای بعدی واریز خودکار');
  });

  it('tells a released order’s date, and adds the survey’s own points', () => {
    const lines = explanationLines({
      ...base,
      standing: 'released',
      releasedAt: '2026-11-28T20:31:00Z',
      surveyPoints: 5,
      surveyCompletedAt: '2026-11-24T10:00:00Z',
    });
    expect(lines[1]).toContain('به حساب عضو آمد');
    expect(lines[2]).toContain('۵ کلروفیل جداگانه داده شد');
  });

  it('sends support to the shop for an order never reported', () => {
    expect(explanationLines({ ...base, orderId: 'A-12', standing: 'unknown' })[0]).toContain(
      'فروشگاه تحویل سفارش A-۱۲ را برای این عضو گزارش نکرده است',
    );
  });
});
