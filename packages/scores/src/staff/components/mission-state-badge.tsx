import { Badge } from '@chakra-ui/react';
import { missionStateNames, type MissionState } from '@clorofil/api-client';

export const stateLabels = missionStateNames;
const palettes: Record<MissionState, string> = { upcoming: 'blue', open: 'green', ended: 'gray' };

/** Where a mission stands: members see it only while it is open. */
export function MissionStateBadge({ state }: { state: MissionState }) {
  return (
    <Badge colorPalette={palettes[state]} variant="subtle">
      {stateLabels[state]}
    </Badge>
  );
}
