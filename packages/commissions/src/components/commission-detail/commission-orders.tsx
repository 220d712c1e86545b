import { Box, Heading, Stack } from '@chakra-ui/react';
import type { CommissionOrder } from '@clorofil/api-client';
import {
  formatJalaliDate,
  formatNumber,
  MessageView,
  Pagination,
  ResponsiveTable,
  type Column,
  useUrlPagination,
} from '@clorofil/ui-rtl';
import { maskBuyerName } from '../../lib/masking';
import { productLines } from '../../lib/report-math';
import { Money } from '../money/money';
import { NO_REPORT } from '../report-status/report-status';

const columns: Column<CommissionOrder>[] = [
  { key: 'row', header: 'ردیف', render: (_row, index) => formatNumber(index + 1) },
  { key: 'customerName', header: 'نام خریدار', render: (row) => maskBuyerName(row.customerName) },
  { key: 'orderDate', header: 'تاریخ سفارش', render: (row) => formatJalaliDate(row.orderDate) },
  {
    key: 'products',
    header: 'محصولات',
    render: (row) => (
      <Stack as="ul" gap="0.5" listStyleType="none" padding="0" margin="0">
        {productLines(row.orderItems).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </Stack>
    ),
  },
  { key: 'commission', header: 'کمیسیون', render: (row) => <Money rial={row.commission} />, align: 'end' },
];

/** The orders bought with the code, paged in the address; buyers appear by first name and initial. */
export function CommissionOrders({ orders }: { orders: readonly CommissionOrder[] }) {
  const pages = useUrlPagination(orders);
  return (
    <Box as="section" aria-labelledby="commission-orders-title">
      <Heading as="h2" id="commission-orders-title" size="md" marginBlockEnd="3">
        سفارش‌ها
      </Heading>
      {orders.length === 0 ? (
        <MessageView icon="empty" message={NO_REPORT} subMessage="هنوز سفارشی با این کد تخفیف ثبت نشده است." />
      ) : (
        <>
          <ResponsiveTable
            caption="سفارش‌های این کد تخفیف"
            columns={columns}
            rows={pages.pageItems}
            indexOffset={pages.offset}
            getRowKey={(_row, index) => index + pages.offset}
          />
          <Pagination
            page={pages.page}
            pageCount={pages.pageCount}
            onPageChange={pages.goTo}
            label="صفحه‌بندی سفارش‌ها"
          />
        </>
      )}
    </Box>
  );
}
