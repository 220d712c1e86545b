import { Stack, Text } from '@chakra-ui/react';
import { adjustmentColumnLabels as label, type Adjustment } from '@clorofil/api-client';
import { Code, DataTable, formatJalaliDateTime, PointsAmount, type DataTableColumn } from '@clorofil/ui-rtl';
import type { ReactNode } from 'react';
import { adjustmentStatusNames, categoryNames } from '../labels';
import { actionsColumn, memberColumn, stateColumn, textColumn } from './columns';

const statusColors = { pending: 'orange', applied: 'green', rejected: 'red' } as const;

function who(mobile: string | null, at: string | null) {
  if (!mobile && !at) return '—';
  return (
    <Stack gap="0" fontSize="sm">
      {mobile && <Code>{mobile}</Code>}
      {at && <Text color="fg.secondary">{formatJalaliDateTime(at)}</Text>}
    </Stack>
  );
}

export type AdjustmentsTableProps = {
  caption: string;
  adjustments: readonly Adjustment[] | undefined;
  /** The member's name linked to their page (the approvals screen lists many members). */
  showMember?: boolean;
  /** The row's buttons (approve, reject). */
  actions?: (adjustment: Adjustment) => ReactNode;
  error?: string | undefined;
  onRetry?: () => void;
  emptyMessage: string;
};

/** Adjustments with their amount, category, reason, state and the two people behind them. */
export function AdjustmentsTable({
  caption,
  adjustments,
  showMember,
  actions,
  error,
  onRetry,
  emptyMessage,
}: AdjustmentsTableProps) {
  const columns: DataTableColumn<Adjustment>[] = [
    ...(showMember
      ? [memberColumn((row: Adjustment) => ({ id: row.memberId, name: row.memberName }), label.member)]
      : []),
    {
      key: 'amount',
      header: label.amount,
      value: (row) => row.amount,
      cell: (row) => (
        <PointsAmount
          score={Math.abs(row.amount)}
          spent={row.amount < 0}
          state={row.status === 'applied' ? 'done' : 'pending'}
        />
      ),
      isNumeric: true,
    },
    { key: 'category', header: label.category, value: (row) => categoryNames[row.category] },
    textColumn('reason', label.reason, (row) => row.reason),
    // Rows with buttons wait for a decision (the screen's filter says so): a state alike for all
    // of them, and an empty «تأیید یا رد», would only push the table past a desktop's width.
    ...(actions
      ? []
      : [
          stateColumn(label.status, (row: Adjustment) => ({
            label: adjustmentStatusNames[row.status],
            color: statusColors[row.status],
            note: row.decisionNote,
          })),
        ]),
    {
      key: 'requested',
      header: label.requested,
      value: (row) => row.requestedAt,
      cell: (row) => who(row.requestedBy, row.requestedAt),
      searchable: false,
    },
    ...(actions
      ? []
      : [
          {
            key: 'decided',
            header: label.decided,
            value: (row: Adjustment) => row.decidedAt,
            cell: (row: Adjustment) => who(row.decidedBy, row.decidedBy ? row.decidedAt : null),
            searchable: false,
          },
        ]),
  ];
  // Right after the member (or first): on a phone the table scrolls sideways, and the decision
  // should not be the last thing found there.
  if (actions) columns.splice(showMember ? 1 : 0, 0, actionsColumn(actions));
  return (
    <DataTable
      caption={caption}
      param="a"
      columns={columns}
      rows={adjustments}
      getRowId={(row) => String(row.id)}
      pageSize={10}
      {...(error ? { error } : {})}
      {...(onRetry ? { onRetry } : {})}
      emptyMessage={emptyMessage}
    />
  );
}
