import { Badge, HStack } from '@chakra-ui/react';
import type { RewardStatus } from '@clorofil/api-client';
import { rewardStatusLabels } from '@clorofil/api-client/contract';

export { rewardStatusLabels as statusLabels } from '@clorofil/api-client/contract';
const palettes: Record<RewardStatus, string> = { draft: 'gray', published: 'green', retired: 'red' };

/** Where a reward stands, and whether a draft waits beside its published version. */
export function RewardStatusBadge({ status, hasDraft }: { status: RewardStatus; hasDraft: boolean }) {
  return (
    <HStack gap="1" flexWrap="wrap">
      <Badge colorPalette={palettes[status]} variant="subtle">
        {rewardStatusLabels[status]}
      </Badge>
      {hasDraft && status === 'published' && (
        <Badge colorPalette="orange" variant="outline">
          پیش‌نویس منتظر انتشار
        </Badge>
      )}
    </HStack>
  );
}
