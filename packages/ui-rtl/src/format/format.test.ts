// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatJalaliDate,
  formatJalaliDateTime,
  formatNumber,
  formatRial,
  formatTehranTime,
  formatToman,
  rialToToman,
  toPersianDigits,
  tomanToRial,
} from './index';

describe('numbers', () => {
  it('uses Persian digits and the Persian thousands separator', () => {
    expect(formatNumber(12345)).toBe('۱۲٬۳۴۵');
    expect(formatNumber(1_000_000)).toBe('۱٬۰۰۰٬۰۰۰');
    expect(formatNumber(0)).toBe('۰');
    expect(formatNumber(999)).toBe('۹۹۹');
  });

  it('writes whole numbers exactly as Intl fa-IR does, and leaves the rest to it', () => {
    const intl = new Intl.NumberFormat('fa-IR');
    const samples = [0, 1, 7, 10, 99, 100, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 1_250, 123_456_789_012];
    for (const value of [...samples, ...samples.map((v) => -v), Number.MAX_SAFE_INTEGER, -0, 12.5, -0.125, 1e21]) {
      expect(formatNumber(value)).toBe(intl.format(value));
    }
    expect(formatNumber(12345678901234567890n)).toBe(intl.format(12345678901234567890n));
  });

  it('toPersianDigits converts digits only, without grouping', () => {
    expect(toPersianDigits('6037991234567890')).toBe('۶۰۳۷۹۹۱۲۳۴۵۶۷۸۹۰');
    expect(toPersianDigits('OFF-2024')).toBe('OFF-۲۰۲۴');
    expect(toPersianDigits('٤٥')).toBe('۴۵');
    expect(toPersianDigits(1403)).toBe('۱۴۰۳');
  });
});

describe('money', () => {
  it('always names the unit', () => {
    expect(formatToman(12000)).toBe('۱۲٬۰۰۰ تومان');
    expect(formatRial(120000)).toBe('۱۲۰٬۰۰۰ ریال');
  });

  it('converts toman and rial by a factor of ten', () => {
    expect(tomanToRial(12000)).toBe(120000);
    expect(rialToToman(120000)).toBe(12000);
    expect(formatRial(tomanToRial(10000))).toBe('۱۰۰٬۰۰۰ ریال');
  });
});

describe('Jalali dates in Tehran', () => {
  // 12:00 UTC is 15:30 in Tehran on Nowruz 1403.
  const nowruz1403 = new Date('2024-03-20T12:00:00Z');

  it('formats the first day of 1403', () => {
    expect(formatJalaliDate(nowruz1403)).toBe('۱۴۰۳/۰۱/۰۱');
    expect(formatJalaliDate(nowruz1403, 'long')).toBe('۱ فروردین ۱۴۰۳');
  });

  it('formats date and Tehran time with a Persian comma', () => {
    expect(formatJalaliDateTime(nowruz1403)).toBe('۱۴۰۳/۰۱/۰۱، ساعت ۱۵:۳۰');
    expect(formatTehranTime(nowruz1403)).toBe('۱۵:۳۰');
    expect(formatTehranTime('not a date')).toBe('');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatJalaliDate('2024-03-20T12:00:00Z')).toBe('۱۴۰۳/۰۱/۰۱');
    expect(formatJalaliDate(nowruz1403.getTime())).toBe('۱۴۰۳/۰۱/۰۱');
  });

  it('uses the Tehran day, not the UTC day', () => {
    // 2024-03-19T21:00Z is already 00:30 on 1 Farvardin in Tehran.
    expect(formatJalaliDate('2024-03-19T21:00:00Z')).toBe('۱۴۰۳/۰۱/۰۱');
    expect(formatJalaliDate('2024-03-19T20:00:00Z')).toBe('۱۴۰۲/۱۲/۲۹');
  });

  it('shows Esfand 30 of a leap year', () => {
    expect(formatJalaliDate('2025-03-20T06:00:00Z')).toBe('۱۴۰۳/۱۲/۳۰');
  });

  it('gives an empty string rather than "Invalid Date" for bad input', () => {
    expect(formatJalaliDate('not a date')).toBe('');
    expect(formatJalaliDateTime(Number.NaN)).toBe('');
  });
});
