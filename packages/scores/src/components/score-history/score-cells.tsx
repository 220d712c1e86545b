import { Text } from '@chakra-ui/react';
import { OperationType, type ScoreEntry } from '@clorofil/api-client';
import { formatJalaliDate, formatTehranTime, PointsAmount, PointsStatus } from '@clorofil/ui-rtl';

function lineOf(entry: ScoreEntry) {
  return { score: entry.score, spent: entry.operationType === OperationType.Spent, state: entry.status };
}

/**
 * SPEC §3's status icons: received and done/spent for ledger lines, plus the two states only an
 * order has — waiting for its return window, or cancelled by a return. The same look as the
 * dashboard's, from the design system.
 */
export function StatusCell({ entry }: { entry: ScoreEntry }) {
  const { spent, state } = lineOf(entry);
  return (
    <PointsStatus spent={spent} state={state} text={state === 'done' ? entry.operationTypeText : entry.statusText} />
  );
}

/** `+۱۲۵` / `−۱۲۰`, coloured by what the points are to the member (green only once they are theirs). */
export function ScoreCell({ entry }: { entry: ScoreEntry }) {
  return <PointsAmount {...lineOf(entry)} />;
}

/** The Tehran day in Jalali, with the time beside it in a quieter tone. */
export function DateCell({ entry }: { entry: ScoreEntry }) {
  return (
    <Text asChild whiteSpace="nowrap">
      <time dateTime={entry.createdAt}>
        <bdi>{formatJalaliDate(entry.createdAt)}</bdi>
        <Text as="span" color="fg.muted" fontSize="xs" marginInlineStart="2">
          {formatTehranTime(entry.createdAt)}
        </Text>
      </time>
    </Text>
  );
}
