import { Badge } from '@chakra-ui/react';
import type { CampaignState } from '@clorofil/api-client';
import { campaignStateLabels } from '@clorofil/api-client/contract';

const palettes: Record<CampaignState, string> = { scheduled: 'blue', live: 'green', ended: 'gray', withdrawn: 'red' };

/** Where a notification stands: waiting for its start, shown to members, over, or withdrawn. */
export function CampaignStateBadge({ state }: { state: CampaignState }) {
  return (
    <Badge colorPalette={palettes[state]} variant="subtle">
      {campaignStateLabels[state]}
    </Badge>
  );
}
