import type { CommissionRow } from '@clorofil/api-client';
import { describe, expect, it } from 'vitest';
import { commissionTotals, formatPercent, productLines } from './report-math';

const row = (usage: number, commission: number, id: number): CommissionRow => ({
  id,
  code: `C${id}`,
  percentage: 10,
  validityDate: null,
  usage,
  commissionPercentage: 5,
  commission,
});

describe('commissionTotals', () => {
  it('adds up every use and every rial across the codes', () => {
    expect(commissionTotals([row(3, 1_260_000, 1), row(0, 0, 2), row(14, 8_400_500, 3)])).toEqual({
      usage: 17,
      commission: 9_660_500,
    });
  });

  it('is zero for no codes', () => {
    expect(commissionTotals([])).toEqual({ usage: 0, commission: 0 });
  });
});

describe('productLines', () => {
  it("writes each product as 'title (N copies)' with Persian digits", () => {
    expect(
      productLines([
        { title: 'ریاضی هفتم، کار', quantity: 2 },
        { title: 'فیزیک دهم', quantity: 12 },
      ]),
    ).toEqual(['ریاضی هفتم، کار (۲ نسخه)', 'فیزیک دهم (۱۲ نسخه)']);
  });
});

describe('formatPercent', () => {
  it('puts the Persian percent sign after Persian digits', () => {
    expect(formatPercent(15)).toBe('۱۵٪');
    expect(formatPercent(7.5)).toBe('۷٫۵٪');
  });
});
