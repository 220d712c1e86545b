import { Button, HStack } from '@chakra-ui/react';
import { formatNumber } from '@clorofil/ui-rtl';
import { REWARD_FILTERS, filterLabels, type RewardFilter } from '../../lib/reward-filter';

export type RewardFiltersProps = {
  value: RewardFilter;
  onChange: (filter: RewardFilter) => void;
  /** How many rewards each chip would show; omitted while the list loads. */
  counts?: Record<RewardFilter, number>;
};

/** The chips 'all', 'receivable', 'used' (SPEC §2); the pressed one is the page's filter. */
export function RewardFilters({ value, onChange, counts }: RewardFiltersProps) {
  return (
    <HStack role="group" aria-label="فیلتر جایزه‌ها" gap="2" wrap="wrap">
      {REWARD_FILTERS.map((filter) => {
        const pressed = filter === value;
        return (
          <Button
            key={filter}
            size="sm"
            borderRadius="full"
            colorPalette="brand"
            variant={pressed ? 'solid' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
          >
            {filterLabels[filter]}
            {counts && <bdi aria-hidden="true">({formatNumber(counts[filter])})</bdi>}
          </Button>
        );
      })}
    </HStack>
  );
}
