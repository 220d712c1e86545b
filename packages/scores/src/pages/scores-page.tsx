import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@clorofil/ui-rtl';
import { useDeferredValue } from 'react';
import { useMissions, useScoreHistory, useScoreSummary } from '../api/use-scores-data';
import { MissionsList } from '../components/missions/missions-list';
import { ScoreHistory } from '../components/score-history/score-history';
import { PendingPoints } from '../components/score-summary/pending-points';
import { ScoreSummary } from '../components/score-summary/score-summary';

/**
 * «کلروفیل‌های من» in the profile layout: where the balance stands, the open missions, what is
 * coming, every line.
 *
 * The three reads start together, here; the sections appear top to bottom, each once the one above
 * it has its answer (or its error). The summary's tiles have one height loading or loaded; what
 * varies with the member (the points on their way, the history) comes below the missions, so
 * nothing above it moves when it arrives (`pnpm bench`: CLS 0.07 for the partner, 0.15 for the
 * student on a phone when a section below was shown early).
 */
export function ScoresPage() {
  const summary = useScoreSummary();
  const missions = useMissions();
  useScoreHistory();
  // A section appears in a deferred render: React renders it as a transition, in slices of a few
  // milliseconds, instead of in the synchronous update an answer brings (bench/web/profile.mjs).
  const summaryAnswered = useDeferredValue(!summary.isPending);
  const showBelow = useDeferredValue(summaryAnswered && !missions.isPending);
  return (
    <Stack gap="6">
      <title>کلروفیل‌های من | باشگاه مشتریان</title>
      <PageHeader title="کلروفیل‌های من" />
      <ScoreSummary />
      {summaryAnswered && <MissionsList />}
      {showBelow && summary.data && <PendingPoints items={summary.data.pendingItems} />}
      {showBelow && <ScoreHistory />}
    </Stack>
  );
}
