import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { CommissionRow } from '@clorofil/api-client';
import { Code, ExpiredBadge, formatJalaliDate, formatNumber, type Column } from '@clorofil/ui-rtl';
import { Link } from 'react-router';
import { formatPercent } from '../../lib/report-math';
import { Money } from '../money/money';

/** A code whose validity has passed: the shop no longer accepts it (a member's codes read the same). */
function isCommissionCodeExpired(row: Pick<CommissionRow, 'validityDate'>, now: Date): boolean {
  return row.validityDate !== null && Date.parse(row.validityDate) <= now.getTime();
}

/**
 * «اعتبار تا»: the Tehran day the code stops working, or that it never does; a code past that day
 * carries the design system's «منقضی شده» marker, as a member's own expired codes do.
 */
function Validity({ row, now }: { row: CommissionRow; now: Date }) {
  if (row.validityDate === null) return <>بدون تاریخ انقضا</>;
  const date = formatJalaliDate(row.validityDate);
  if (!isCommissionCodeExpired(row, now)) return <>{date}</>;
  return (
    <HStack as="span" display="inline-flex" gap="2" flexWrap="wrap" data-expired="">
      <Text as="span" color="fg.muted">
        {date}
      </Text>
      <ExpiredBadge />
    </HStack>
  );
}

/**
 * SPEC §2's report columns; `detailOf` builds the address of a row's detail in the current
 * reading, `now` decides which codes have expired.
 */
export function commissionCodeColumns(detailOf: (id: number) => string, now: Date): Column<CommissionRow>[] {
  return [
    { key: 'row', header: 'ردیف', render: (_row, index) => formatNumber(index + 1), hideOnMobile: true },
    { key: 'code', header: 'کد تخفیف', render: (row) => <Code verbatim>{row.code}</Code> },
    { key: 'percentage', header: 'درصد تخفیف', render: (row) => formatPercent(row.percentage), isNumeric: true },
    { key: 'validity', header: 'اعتبار تا', render: (row) => <Validity row={row} now={now} /> },
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
