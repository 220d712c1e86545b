import { describe, expect, it } from 'vitest';
import { formatChance } from './prize-odds';

describe('formatChance', () => {
  it('writes every chance from 0 to 100 in tenths exactly as Intl’s fa-IR formatter does', () => {
    const intl = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });
    for (let tenths = 0; tenths <= 1000; tenths += 1) {
      const value = tenths / 10;
      expect(formatChance(value), String(value)).toBe(intl.format(value));
    }
    // Published odds are rounded to one decimal by the API; more digits round the same way.
    expect(formatChance(33.333)).toBe(intl.format(33.333));
    expect(formatChance(12.25)).toBe(intl.format(12.25));
  });
});
