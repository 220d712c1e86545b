import { Badge, Button, chakra, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import {
  exportMemberOrders,
  isApiError,
  memberOrderColumnLabels as label,
  orderStatusNames,
  type MemberOrder,
  type OrderStanding,
} from '@clorofil/api-client';
import {
  ConsoleSection,
  DataTable,
  DownloadButton,
  formatJalaliDate,
  formatNumber,
  formatToman,
  SkeletonCard,
  toPersianDigits,
  type DataTableColumn,
} from '@clorofil/ui-rtl';
import { normalizeDigits } from '@clorofil/rules';
import { useQuery } from '@tanstack/react-query';
import { HelpCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { memberCareQueries } from '../api/member-care-queries';
import { explanationLines } from './explanation-text';

const PARAM = 'order';

const standingLook: Record<OrderStanding, { label: string; color: string }> = {
  unknown: { label: 'گزارش نشده', color: 'gray' },
  'not-eligible': { label: 'بدون امتیاز', color: 'gray' },
  pending: { label: 'در مهلت مرجوعی', color: 'orange' },
  due: { label: 'در صف واریز', color: 'blue' },
  released: { label: 'امتیاز داده شد', color: 'green' },
  returned: { label: 'مرجوع شد', color: 'red' },
};

export type OrderExplanationProps = { memberId: number; orders: readonly MemberOrder[] };

/** «چرا امتیاز این سفارش نیامده؟»: any order number, or one of the member's orders, explained by the API's rule. */
export function OrderExplanationPanel({ memberId, orders }: OrderExplanationProps) {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const asked = search.get(PARAM)?.trim() ?? '';
  const [text, setText] = useState(toPersianDigits(asked));
  const explanation = useQuery(memberCareQueries.order(memberId, asked));
  const ask = (orderId: string) => {
    setText(toPersianDigits(orderId));
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(PARAM, orderId);
        return updated;
      },
      { preventScrollReset: true },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const orderId = normalizeDigits(text.trim());
    if (orderId) ask(orderId);
  };

  const columns: DataTableColumn<MemberOrder>[] = [
    { key: 'orderId', header: label.orderId, value: (row) => row.orderId, isNumeric: true },
    {
      key: 'amountToman',
      header: label.amountToman,
      value: (row) => row.amountToman,
      cell: (row) => formatToman(row.amountToman),
      isNumeric: true,
    },
    {
      key: 'points',
      header: label.points,
      value: (row) => row.points,
      cell: (row) => formatNumber(row.points),
      isNumeric: true,
    },
    { key: 'status', header: label.status, value: (row) => orderStatusNames[row.status] },
    {
      key: 'deliveredAt',
      header: label.deliveredAt,
      value: (row) => row.deliveredAt,
      cell: (row) => formatJalaliDate(row.deliveredAt),
      searchable: false,
    },
    {
      key: 'why',
      header: 'توضیح',
      value: () => null,
      searchable: false,
      cell: (row) => (
        <Button size="sm" variant="outline" minHeight="11" onClick={() => ask(row.orderId)}>
          <HelpCircle size={16} aria-hidden="true" />
          چرا؟
          <chakra.span srOnly>{` سفارش ${toPersianDigits(row.orderId)}`}</chakra.span>
        </Button>
      ),
    },
  ];

  return (
    <ConsoleSection
      title="توضیح امتیاز سفارش"
      anchor="orders"
      actions={
        // The file holds every order the shop reported; the table, the latest 50.
        orders.length > 0 ? (
          <DownloadButton size="sm" download={() => exportMemberOrders(memberId)}>
            همهٔ سفارش‌ها (CSV)
          </DownloadButton>
        ) : undefined
      }
    >
      <chakra.form onSubmit={submit} aria-label="توضیح امتیاز یک سفارش">
        <Stack gap="1">
          <chakra.label htmlFor={`${id}-order`} fontWeight="bold" fontSize="sm">
            شمارهٔ سفارش
          </chakra.label>
          <HStack gap="2">
            <Input
              id={`${id}-order`}
              height="11"
              flex="1"
              maxLength={64}
              dir="ltr"
              textAlign="end"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" minHeight="11" colorPalette="brand">
              توضیح بده
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
      {asked !== '' && (
        <Stack
          gap="2"
          padding="4"
          borderWidth="1px"
          borderRadius="l2"
          bg="bg.muted"
          aria-live="polite"
          data-testid="explanation"
        >
          {explanation.isPending && <SkeletonCard />}
          {explanation.isError && (
            <Text color="fg.error">
              {isApiError(explanation.error) ? explanation.error.message : 'توضیح این سفارش دریافت نشد.'}
            </Text>
          )}
          {explanation.data && (
            <>
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="bold">{`سفارش ${toPersianDigits(explanation.data.orderId)}`}</Text>
                <Badge variant="subtle" colorPalette={standingLook[explanation.data.standing].color}>
                  {standingLook[explanation.data.standing].label}
                </Badge>
              </HStack>
              <List.Root gap="1" paddingInlineStart="5">
                {explanationLines(explanation.data).map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List.Root>
            </>
          )}
        </Stack>
      )}
      <DataTable
        caption="سفارش‌های تحویل‌شدهٔ عضو"
        param="o"
        columns={columns}
        rows={orders}
        getRowId={(row) => row.orderId}
        pageSize={10}
        emptyMessage="فروشگاه هنوز سفارشی از این عضو گزارش نکرده است"
      />
    </ConsoleSection>
  );
}
