import { Button } from '@chakra-ui/react';
import { formatNumber, formatRial } from '../../format';
import type { Column } from './types';

// Commission-report shaped rows shared by the stories and tests of this component.
export type SampleRow = { id: number; code: string; percent: number; uses: number; amount: number };

export const sampleRows: SampleRow[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  code: `TEACH-${1400 + index}`,
  percent: 10 + (index % 3) * 5,
  uses: 3 + index * 2,
  amount: 125000 * (index + 1),
}));

export const sampleColumns: Column<SampleRow>[] = [
  { key: 'row', header: 'ردیف', render: (_, index) => formatNumber(index + 1), hideOnMobile: true },
  { key: 'code', header: 'کد تخفیف', render: (row) => <bdi dir="ltr">{row.code}</bdi> },
  { key: 'percent', header: 'درصد تخفیف', render: (row) => `${formatNumber(row.percent)}٪`, isNumeric: true },
  { key: 'uses', header: 'تعداد استفاده', isNumeric: true },
  { key: 'amount', header: 'مبلغ پورسانت', render: (row) => formatRial(row.amount), isNumeric: true },
];

export function DetailsButton({ row }: { row: SampleRow }) {
  return (
    <Button size="sm" variant="outline" colorPalette="brand" width="full" aria-label={`مشاهده جزئیات ${row.code}`}>
      مشاهده جزئیات
    </Button>
  );
}
