import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@clorofil/ui-rtl';
import { MissionsList } from '../components/missions/missions-list';
import { ScoreHistory } from '../components/score-history/score-history';
import { ScoreSummary } from '../components/score-summary/score-summary';

/** «کلروفیل‌های من» in the profile layout: where the balance stands, what is coming, every line. */
export function ScoresPage() {
  return (
    <Stack gap="6">
      <title>کلروفیل‌های من | باشگاه مشتریان</title>
      <PageHeader title="کلروفیل‌های من" />
      <ScoreSummary />
      <MissionsList />
      <ScoreHistory />
    </Stack>
  );
}
