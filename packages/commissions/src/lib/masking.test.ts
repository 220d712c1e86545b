import { describe, expect, it } from 'vitest';
import { groupDigits } from '@clorofil/ui-rtl';
import { maskAccountNumber, maskBuyerName, maskCard, maskSheba } from './masking';

describe('maskBuyerName', () => {
  it.each([
    ['زهرا کریمی', 'زهرا ک.'],
    ['  محمدرضا   حسینی  ', 'محمدرضا ح.'],
    ['علی اکبر رضایی', 'علی ر.'],
    ['مریم ک.', 'مریم ک.'],
    ['زهرا الف.', 'زهرا الف.'],
    ['سارا', 'سارا'],
    ['', ''],
  ])('shows %j as %j: first name and last-name initial only', (name, shown) => {
    expect(maskBuyerName(name)).toBe(shown);
  });
});

describe('card, Sheba and account masking', () => {
  it('keeps the card BIN and last four digits, in groups of four', () => {
    expect(maskCard('6104337912458039')).toBe('6104 33** **** 8039');
  });

  it('keeps IR, the check digits, the bank code and the last four of a Sheba', () => {
    expect(maskSheba('IR050120000000004512389760')).toBe('IR05 0120 **** **** **** **97 60');
  });

  it('shows only the last four of an account number', () => {
    expect(maskAccountNumber('4512389760')).toBe('******9760');
    expect(maskAccountNumber('123')).toBe('123');
  });

  it('never reveals a short value it cannot mask sensibly', () => {
    expect(maskCard('12345')).toBe('**** *');
    expect(maskSheba('IR05')).toBe('****');
  });

  it('groups digits by four', () => {
    expect(groupDigits('6037991234567893')).toBe('6037 9912 3456 7893');
    expect(groupDigits('12345')).toBe('1234 5');
    expect(groupDigits('')).toBe('');
  });
});
