import { Stack, Text } from '@chakra-ui/react';
import {
  codeSourceNames as sourceNames,
  codeStateNames,
  exportMemberCodes,
  memberCodeColumnLabels as label,
  type MemberCode,
} from '@clorofil/api-client';
import {
  Code,
  ConsoleSection,
  DataTable,
  DownloadButton,
  formatJalaliDate,
  formatNumber,
  type DataTableColumn,
} from '@clorofil/ui-rtl';
import type { ReactNode } from 'react';
import { actionsColumn, stateColumn } from './columns';

const stateColors = { usable: 'green', expired: 'gray', faulty: 'red' } as const;

function columnsWith(actions?: (code: MemberCode) => ReactNode): DataTableColumn<MemberCode>[] {
  const columns: DataTableColumn<MemberCode>[] = [
    {
      key: 'code',
      header: label.code,
      value: (row) => row.code,
      cell: (row) => <Code verbatim>{row.code}</Code>,
      isNumeric: true,
    },
    // Where the code came from sits under its title, not in a column of its own: with the row's
    // buttons the table then fits the console's width at 1280 px without scrolling sideways.
    {
      key: 'title',
      header: label.title,
      value: (row) => `${row.title} ${sourceNames[row.source]}`,
      cell: (row) => (
        <Stack gap="0.5" minWidth="48">
          <Text>{row.title}</Text>
          <Text fontSize="xs" color="fg.secondary">
            {row.paidPoints === null
              ? sourceNames[row.source]
              : `${sourceNames[row.source]} (${formatNumber(row.paidPoints)} کلروفیل)`}
          </Text>
        </Stack>
      ),
    },
    stateColumn(label.state, (row) => ({
      label: codeStateNames[row.state],
      color: stateColors[row.state],
      note: row.faultyReason,
    })),
    {
      key: 'expirationDate',
      header: label.expirationDate,
      value: (row) => row.expirationDate,
      cell: (row) => (row.expirationDate ? formatJalaliDate(row.expirationDate) : label.noExpiry),
      searchable: false,
    },
  ];
  if (!actions) return columns;
  return [...columns, actionsColumn(actions)];
}

export type MemberCodesProps = {
  memberId: number;
  codes: readonly MemberCode[];
  /** The row's buttons (re-send, faulty), when the screen offers them. */
  actions?: (code: MemberCode) => ReactNode;
};

/** The member's discount codes with where each came from, what it cost and its state. */
export function MemberCodes({ memberId, codes, actions }: MemberCodesProps) {
  return (
    <ConsoleSection
      title="کدهای تخفیف"
      anchor="codes"
      actions={
        codes.length > 0 ? (
          <DownloadButton size="sm" download={() => exportMemberCodes(memberId)}>
            همهٔ کدها (CSV)
          </DownloadButton>
        ) : undefined
      }
    >
      <DataTable
        caption="کدهای تخفیف عضو"
        param="c"
        columns={columnsWith(actions)}
        rows={codes}
        getRowId={(row) => String(row.id)}
        pageSize={10}
        emptyMessage="این عضو کد تخفیفی ندارد"
      />
    </ConsoleSection>
  );
}
