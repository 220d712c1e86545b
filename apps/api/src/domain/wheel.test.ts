import { tehranDayKey } from '@clorofil/rules';
import { describe, expect, it } from 'vitest';
import { tehranDay } from './wheel.js';

describe('tehranDay (the day key remembered for the minute)', () => {
  it('agrees with tehranDayKey on both sides of Tehran midnight and across a whole day', () => {
    const instants = ['2025-06-01T20:29:59.999Z', '2025-06-01T20:30:00.000Z', '2025-06-01T20:30:59.999Z'];
    for (
      let ms = Date.parse('2025-03-20T00:00:00Z');
      ms < Date.parse('2025-03-22T00:00:00Z');
      ms += 7 * 60_000 + 13_001
    )
      instants.push(new Date(ms).toISOString());
    for (const iso of instants) expect(tehranDay(new Date(iso)), iso).toBe(tehranDayKey(new Date(iso)));
    expect(tehranDay(new Date('2025-06-01T20:29:59.999Z'))).toBe('2025-06-01');
    expect(tehranDay(new Date('2025-06-01T20:30:00.000Z'))).toBe('2025-06-02');
  });

  it('refuses an invalid date as tehranDayKey does', () => {
    expect(() => tehranDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});
