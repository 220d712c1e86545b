import { Stack } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { PageHeader } from '@clorofil/ui-rtl';
import { useMissions, useScoreHistory, useScoreSummary } from '../api/use-scores-data';
import { MissionsList } from '../components/missions/missions-list';
import { ScoreHistory } from '../components/score-history/score-history';
import { ScoreSummary } from '../components/score-summary/score-summary';

/**
 * «کلروفیل‌های من» in the profile layout: where the balance stands, what is coming, every line.
 *
 * The three reads start together, here; the sections appear top to bottom, each once the one above
 * it has its answer (or its error). How tall the summary (with its points on their way) and the
 * missions are is known only when they arrive, so a section shown below them early was pushed down
 * on screen when they did (`pnpm bench`: CLS 0.07 for the partner, 0.15 for the student on a phone).
 */
export function ScoresPage() {
  const summary = useScoreSummary();
  const missions = useMissions();
  useScoreHistory();
  // A section appears in a deferred render: React renders it as a transition, in slices of a few
  // milliseconds, instead of in the synchronous update an answer brings (bench/web/profile.mjs).
  const showMissions = useDeferredValue(!summary.isPending);
  const showHistory = useDeferredValue(showMissions && !missions.isPending);
  return (
    <Stack gap="6">
      <title>کلروفیل‌های من | باشگاه مشتریان</title>
      <PageHeader title="کلروفیل‌های من" />
      <ScoreSummary />
      {showMissions && <MissionsList />}
      {showHistory && <ScoreHistory />}
    </Stack>
  );
}
