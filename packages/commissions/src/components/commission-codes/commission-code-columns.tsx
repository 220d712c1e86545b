import { Link as ChakraLink } from '@chakra-ui/react';
import type { CommissionRow } from '@clorofil/api-client';
import { Code, formatJalaliDate, formatNumber, type Column } from '@clorofil/ui-rtl';
import { Link } from 'react-router';
import { formatPercent } from '../../lib/report-math';
import { Money } from '../money/money';

/** «اعتبار»: the Tehran day the code stops working, or that it never does. */
function validityText(validityDate: string | null): string {
  return validityDate ? formatJalaliDate(validityDate) : 'بدون تاریخ انقضا';
}

/** SPEC §2's report columns; `detailOf` builds the address of a row's detail in the current reading. */
export function commissionCodeColumns(detailOf: (id: number) => string): Column<CommissionRow>[] {
  return [
    { key: 'row', header: 'ردیف', render: (_row, index) => formatNumber(index + 1), hideOnMobile: true },
    { key: 'code', header: 'کد تخفیف', render: (row) => <Code verbatim>{row.code}</Code> },
    { key: 'percentage', header: 'درصد تخفیف', render: (row) => formatPercent(row.percentage), isNumeric: true },
    { key: 'validity', header: 'اعتبار تا', render: (row) => validityText(row.validityDate) },
    { key: 'usage', header: 'تعداد استفاده', render: (row) => formatNumber(row.usage), isNumeric: true },
    {
      key: 'commissionPercentage',
      header: 'درصد کمیسیون',
      render: (row) => formatPercent(row.commissionPercentage),
      isNumeric: true,
    },
    { key: 'commission', header: 'مبلغ کمیسیون', render: (row) => <Money rial={row.commission} />, align: 'end' },
    {
      key: 'detail',
      header: 'جزئیات',
      hideOnMobile: true,
      render: (row) => (
        <ChakraLink asChild color="brand.fg" fontWeight="medium" onClick={(event) => event.stopPropagation()}>
          <Link to={detailOf(row.id)} aria-label={`مشاهدهٔ جزئیات کد ${row.code}`}>
            مشاهدهٔ جزئیات
          </Link>
        </ChakraLink>
      ),
    },
  ];
}
