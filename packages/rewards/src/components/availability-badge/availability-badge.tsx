import { Badge } from '@chakra-ui/react';
import { formatNumber } from '@clorofil/ui-rtl';
import type { RewardAvailability } from '../../lib/reward-availability';

export type AvailabilityBadgeProps = { availability: RewardAvailability };

const looks: Record<RewardAvailability['kind'], { palette: string; label: string }> = {
  receivable: { palette: 'green', label: 'قابل دریافت' },
  used: { palette: 'gray', label: 'دریافت‌شده' },
  expired: { palette: 'gray', label: 'مهلت تمام شده' },
  'sold-out': { palette: 'red', label: 'ناموجود' },
  short: { palette: 'orange', label: '' },
};

/** A reward's state at a glance on its card: can I get it, and if not, why. */
export function AvailabilityBadge({ availability }: AvailabilityBadgeProps) {
  const { palette, label } = looks[availability.kind];
  return (
    <Badge colorPalette={palette} variant="subtle" size="sm" whiteSpace="normal" data-kind={availability.kind}>
      {availability.kind === 'short' ? `${formatNumber(availability.missing)} کلروفیل کم دارید` : label}
    </Badge>
  );
}
