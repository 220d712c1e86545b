import type { CommissionOrder, CommissionRow } from '@clorofil/api-client';
import { formatNumber } from '@clorofil/ui-rtl';

/** The total row of the discount-code report: every use and every rial earned, across all codes. */
export function commissionTotals(rows: readonly CommissionRow[]): { usage: number; commission: number } {
  return rows.reduce(
    (total, row) => ({ usage: total.usage + row.usage, commission: total.commission + row.commission }),
    { usage: 0, commission: 0 },
  );
}

/** SPEC §2 writes each product as 'title (N copies)'; one string per product, in order. */
export function productLines(items: CommissionOrder['orderItems']): string[] {
  return items.map((item) => `${item.title} (${formatNumber(item.quantity)} نسخه)`);
}

/** '۱۵٪': the percent sign Persian readers expect after the number. */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}٪`;
}
