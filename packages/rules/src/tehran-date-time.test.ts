import { describe, expect, it } from 'vitest';
import { parseJalaliDate, parseTime, tehranDateTimeParts, tehranInstant } from './tehran-date-time';

describe('the window’s Jalali date and Tehran time', () => {
  it('reads Persian and Latin digits, and refuses days a month does not have', () => {
    expect(parseJalaliDate('۱۴۰۵/۰۱/۱۵')).toEqual({ year: 1405, month: 1, day: 15 });
    expect(parseJalaliDate('1405/7/1')).toEqual({ year: 1405, month: 7, day: 1 });
    expect(parseJalaliDate('1405/07/31')).toBeUndefined();
    expect(parseJalaliDate('1404/12/30')).toBeUndefined();
    expect(parseJalaliDate('1403/12/30')).toEqual({ year: 1403, month: 12, day: 30 });
    expect(parseJalaliDate('فردا')).toBeUndefined();
    expect(parseTime('۰۹:۳۰')).toBe(570);
    expect(parseTime('23:59')).toBe(1439);
    expect(parseTime('24:00')).toBeUndefined();
  });

  it('names the instant in Tehran (UTC+03:30) and reads it back the same', () => {
    // 1 Farvardin 1405 is 21 March 2026; 09:30 in Tehran is 06:00 UTC.
    expect(tehranInstant({ year: 1405, month: 1, day: 1 }, 570).toISOString()).toBe('2026-03-21T06:00:00.000Z');
    // Tehran's midnight of 1 Mehr 1405 (23 September 2026) is 20:30 UTC the day before.
    expect(tehranInstant({ year: 1405, month: 7, day: 1 }, 0).toISOString()).toBe('2026-09-22T20:30:00.000Z');
    expect(tehranDateTimeParts('2026-03-21T06:00:00.000Z')).toEqual({ date: '1405/01/01', time: '09:30' });
    for (const iso of ['2027-03-20T20:29:00.000Z', '2026-12-31T23:59:00.000Z', '2025-08-01T10:15:00.000Z']) {
      const { date, time } = tehranDateTimeParts(iso);
      expect(tehranInstant(parseJalaliDate(date)!, parseTime(time)!).toISOString()).toBe(iso);
    }
  });
});
