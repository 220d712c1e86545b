// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextTehranDayStart, tehranDayKey, tehranDayStart } from './tehran-day';

describe('tehranDayKey', () => {
  it('splits days at Tehran midnight (20:30 UTC)', () => {
    const before = new Date('2024-05-01T20:29:59Z');
    const after = new Date('2024-05-01T20:30:00Z');
    expect(tehranDayKey(before)).toBe('2024-05-01');
    expect(tehranDayKey(after)).toBe('2024-05-02');
    expect(tehranDayKey(before)).not.toBe(tehranDayKey(after));
  });

  it('treats a Tehran morning and evening as one day', () => {
    expect(tehranDayKey(new Date('2024-05-01T20:30:00Z'))).toBe(tehranDayKey(new Date('2024-05-02T20:29:59Z')));
  });

  it('does not follow the host time zone', () => {
    // Midday UTC is the same calendar day everywhere near Iran.
    expect(tehranDayKey(new Date('2025-01-15T12:00:00Z'))).toBe('2025-01-15');
  });

  it('rejects an invalid date instead of keying it as NaN', () => {
    expect(() => tehranDayKey(new Date('nope'))).toThrow(RangeError);
  });
});

describe('tehranDayStart and nextTehranDayStart', () => {
  it('returns Tehran midnight as an instant', () => {
    const noon = new Date('2024-05-02T08:30:00Z');
    expect(tehranDayStart(noon).toISOString()).toBe('2024-05-01T20:30:00.000Z');
    expect(nextTehranDayStart(noon).toISOString()).toBe('2024-05-02T20:30:00.000Z');
  });

  it('is stable right at the boundary', () => {
    const midnight = new Date('2024-05-01T20:30:00Z');
    expect(tehranDayStart(midnight).toISOString()).toBe('2024-05-01T20:30:00.000Z');
    expect(tehranDayStart(new Date('2024-05-01T20:29:59.999Z')).toISOString()).toBe('2024-04-30T20:30:00.000Z');
  });

  it('handles the years when Iran still used daylight saving (UTC+4:30 in summer)', () => {
    const summer2021 = new Date('2021-07-01T08:00:00Z');
    expect(tehranDayStart(summer2021).toISOString()).toBe('2021-06-30T19:30:00.000Z');
    expect(nextTehranDayStart(summer2021).toISOString()).toBe('2021-07-01T19:30:00.000Z');
  });
});
