import { describe, expect, it } from 'vitest';
import { formatJalaliDate, formatJalaliDateTime, formatTehranTime } from './jalali-display';

const DAY_MS = 86_400_000;
const NUMERIC_DATE = /^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/;

describe('the Jalali date formatter', () => {
  it('pads month and day to two digits, so a date is written one way only', () => {
    // 2026-12-03 is 12 Azar 1405 in Tehran: never «۱۴۰۵/۹/۱۲».
    expect(formatJalaliDate('2026-12-03T08:00:00Z')).toBe('۱۴۰۵/۰۹/۱۲');
    expect(formatJalaliDate('2024-03-20T12:00:00Z')).toBe('۱۴۰۳/۰۱/۰۱');
    expect(formatJalaliDate('2025-03-20T06:00:00Z')).toBe('۱۴۰۳/۱۲/۳۰');
  });

  it('gives every day of a year the same shape: four, two and two Persian digits', () => {
    const start = Date.parse('2026-03-21T08:00:00Z');
    for (let day = 0; day < 366; day += 1) {
      expect(formatJalaliDate(start + day * DAY_MS)).toMatch(NUMERIC_DATE);
    }
  });

  it('writes date and time as «۱۴۰۵/۰۹/۱۲، ساعت ۰۹:۰۵», with the Persian comma', () => {
    expect(formatJalaliDateTime('2026-12-03T05:35:00Z')).toBe('۱۴۰۵/۰۹/۱۲، ساعت ۰۹:۰۵');
    expect(formatTehranTime('2026-12-03T05:35:00Z')).toBe('۰۹:۰۵');
  });

  it('names the month inside a sentence', () => {
    expect(formatJalaliDate('2026-12-03T08:00:00Z', 'long')).toBe('۱۲ آذر ۱۴۰۵');
  });

  it('uses the Tehran day and gives an empty string for a bad input', () => {
    expect(formatJalaliDate('2024-03-19T20:29:00Z')).toBe('۱۴۰۲/۱۲/۲۹');
    expect(formatJalaliDate('2024-03-19T20:30:00Z')).toBe('۱۴۰۳/۰۱/۰۱');
    expect(formatJalaliDate('not a date')).toBe('');
    expect(formatJalaliDateTime(Number.NaN)).toBe('');
  });
});
