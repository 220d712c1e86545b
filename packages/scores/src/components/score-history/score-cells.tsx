import { HStack, Text } from '@chakra-ui/react';
import { OperationType, type ScoreEntry } from '@clorofil/api-client';
import { formatJalaliDate, formatNumber, formatTehranTime } from '@clorofil/ui-rtl';
import { CircleArrowDown, CircleCheck, CircleX, Hourglass, type LucideIcon } from 'lucide-react';

type Look = { icon: LucideIcon; color: string; text: string };

/**
 * SPEC §3's status icons: received (0) and done/spent (1) for ledger lines, plus the two states
 * only an order has — waiting for its return window, or cancelled by a return.
 */
function lookOf(entry: ScoreEntry): Look {
  if (entry.status === 'pending') return { icon: Hourglass, color: 'orange.600', text: entry.statusText };
  if (entry.status === 'cancelled') return { icon: CircleX, color: 'fg.muted', text: entry.statusText };
  return entry.operationType === OperationType.Received
    ? { icon: CircleArrowDown, color: 'brand.fg', text: entry.operationTypeText }
    : { icon: CircleCheck, color: 'blue.600', text: entry.operationTypeText };
}

export function StatusCell({ entry }: { entry: ScoreEntry }) {
  const { icon: Icon, color, text } = lookOf(entry);
  return (
    <HStack as="span" gap="1.5" display="inline-flex" color={color} data-status={entry.status}>
      <Icon size={18} aria-hidden="true" />
      <Text as="span" color="fg" fontSize="sm">
        {text}
      </Text>
    </HStack>
  );
}

/** `+۱۲۵` / `−۱۲۰`: the direction is in the sign and the colour, never in the colour alone. */
export function ScoreCell({ entry }: { entry: ScoreEntry }) {
  const received = entry.operationType === OperationType.Received;
  const cancelled = entry.status === 'cancelled';
  return (
    <Text
      as="bdi"
      fontWeight="bold"
      whiteSpace="nowrap"
      color={cancelled || entry.status === 'pending' ? 'fg.muted' : received ? 'brand.fg' : 'red.600'}
      textDecoration={cancelled ? 'line-through' : undefined}
    >
      {`${received ? '+' : '−'}${formatNumber(entry.score)}`}
    </Text>
  );
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
