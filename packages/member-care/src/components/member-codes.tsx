import { Badge, Stack, Text } from '@chakra-ui/react';
import type { MemberCode } from '@clorofil/api-client';
import { Code, DataTable, formatJalaliDate, formatNumber, type DataTableColumn } from '@clorofil/ui-rtl';
import type { ReactNode } from 'react';
import { codeStateNames } from '../labels';
import { Section } from './section';

const stateColors = { usable: 'green', expired: 'gray', faulty: 'red' } as const;
const sourceNames = { reward: 'خرید با امتیاز', wheel: 'گردونه', gift: 'هدیه' } as const;

function columnsWith(actions?: (code: MemberCode) => ReactNode): DataTableColumn<MemberCode>[] {
  const columns: DataTableColumn<MemberCode>[] = [
    {
      key: 'code',
      header: 'کد',
      value: (row) => row.code,
      cell: (row) => <Code verbatim>{row.code}</Code>,
      isNumeric: true,
    },
    { key: 'title', header: 'عنوان', value: (row) => row.title, cell: (row) => <Text minWidth="40">{row.title}</Text> },
    {
      key: 'source',
      header: 'از کجا',
      value: (row) => sourceNames[row.source],
      cell: (row) =>
        row.paidPoints === null
          ? sourceNames[row.source]
          : `${sourceNames[row.source]} (${formatNumber(row.paidPoints)} کلروفیل)`,
    },
    {
      key: 'state',
      header: 'وضعیت',
      value: (row) => codeStateNames[row.state],
      cell: (row) => (
        <Stack gap="1" align="flex-start">
          <Badge variant="subtle" colorPalette={stateColors[row.state]}>
            {codeStateNames[row.state]}
          </Badge>
          {row.faultyReason && (
            <Text fontSize="xs" color="fg.secondary">
              {row.faultyReason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'expirationDate',
      header: 'اعتبار تا',
      value: (row) => row.expirationDate,
      cell: (row) => (row.expirationDate ? formatJalaliDate(row.expirationDate) : 'بدون انقضا'),
      searchable: false,
    },
  ];
  if (!actions) return columns;
  return [...columns, { key: 'actions', header: 'عملیات', value: () => null, searchable: false, cell: actions }];
}

export type MemberCodesProps = {
  codes: readonly MemberCode[];
  /** The row's buttons (re-send, faulty), when the screen offers them. */
  actions?: (code: MemberCode) => ReactNode;
};

/** The member's discount codes with where each came from, what it cost and its state. */
export function MemberCodes({ codes, actions }: MemberCodesProps) {
  return (
    <Section title="کدهای تخفیف" anchor="codes">
      <DataTable
        caption="کدهای تخفیف عضو"
        param="c"
        columns={columnsWith(actions)}
        rows={codes}
        getRowId={(row) => String(row.id)}
        pageSize={10}
        emptyMessage="این عضو کد تخفیفی ندارد"
      />
    </Section>
  );
}
