import { HStack, Text } from '@chakra-ui/react';
import { CircleArrowDown, CircleCheck, CircleX, Hourglass, type LucideIcon } from 'lucide-react';
import { formatNumber } from '../../format';

/**
 * Where a score line stands: `done` is booked (received or spent), `pending` is an order's points
 * still in its return window, `cancelled` is an order that was returned.
 */
export type PointsState = 'done' | 'pending' | 'cancelled';

export type PointsLine = {
  score: number;
  /** Spent points read `−`, received ones `+`. */
  spent: boolean;
  state: PointsState;
};

/**
 * The one colour code of points, on every screen: green only for points the member has, red for
 * points spent, and the neutral muted tone for points not yet (or no longer) theirs.
 */
function pointsColor({ spent, state }: Omit<PointsLine, 'score'>): string {
  if (state !== 'done') return 'fg.muted';
  return spent ? 'red.600' : 'brand.fg';
}

/** `+۱۲۵` / `−۸۰`: the direction is in the sign and the colour, never in the colour alone. */
export function PointsAmount({ score, spent, state }: PointsLine) {
  return (
    <Text
      as="bdi"
      dir="ltr"
      fontWeight="bold"
      whiteSpace="nowrap"
      color={pointsColor({ spent, state })}
      textDecoration={state === 'cancelled' ? 'line-through' : undefined}
      data-points-state={state}
    >
      {`${spent ? '−' : '+'}${formatNumber(score)}`}
    </Text>
  );
}

type Look = { icon: LucideIcon; color: string };

function lookOf(spent: boolean, state: PointsState): Look {
  if (state === 'pending') return { icon: Hourglass, color: 'orange.600' };
  if (state === 'cancelled') return { icon: CircleX, color: 'fg.muted' };
  return spent ? { icon: CircleCheck, color: 'blue.600' } : { icon: CircleArrowDown, color: 'brand.fg' };
}

export type PointsStatusProps = Omit<PointsLine, 'score'> & {
  /** The server's words for the state («در انتظار پایان مهلت مرجوعی», «دریافت», …). */
  text: string;
};

/**
 * SPEC §3's status icons with their words: received and spent for booked lines, an hourglass for
 * points waiting for the return window to close, a crossed circle for a returned order.
 */
export function PointsStatus({ spent, state, text }: PointsStatusProps) {
  const { icon: Icon, color } = lookOf(spent, state);
  return (
    <HStack as="span" gap="1.5" display="inline-flex" color={color} data-status={state}>
      <Icon size={18} aria-hidden="true" />
      <Text as="span" color="fg" fontSize="sm">
        {text}
      </Text>
    </HStack>
  );
}
