import type { ScoreEntry } from '@clorofil/api-client';
import { emptyResponse, errorResponse, pendingResponse, respondWith } from '@clorofil/api-client/mocks';
import { longHistory, missionsWithOneDone, summaryWithoutPending } from './fixtures';

/**
 * The API states this feature's stories and tests put on top of the default handlers (which
 * answer as the signed-in persona): one entry per screen state.
 */
export const scoresHandlers = {
  loading: [pendingResponse('getScores'), pendingResponse('getScoreSummary'), pendingResponse('getMissions')],
  /** The summary has answered, the missions have not: the history waits below them. */
  missionsLoading: [pendingResponse('getMissions')],
  historyFailing: [errorResponse('getScores', 500)],
  summaryFailing: [errorResponse('getScoreSummary', 500)],
  missionsFailing: [errorResponse('getMissions', 500)],
  empty: [
    emptyResponse('getScores'),
    emptyResponse('getMissions'),
    respondWith('getScoreSummary', { balance: 0, received: 0, spent: 0, pending: 0, pendingItems: [] }),
  ],
  longHistory: [respondWith('getScores', longHistory as ScoreEntry[])],
  noPending: [respondWith('getScoreSummary', summaryWithoutPending)],
  missionDone: [respondWith('getMissions', missionsWithOneDone)],
};
