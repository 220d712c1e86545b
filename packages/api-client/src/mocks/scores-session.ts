import { OperationType, type ScoreSummary } from '../contract/index.js';
import { fixtures } from './fixtures/index.js';
import { memberSession } from './member-session.js';

/**
 * The score summary as the signed-in persona's session stands: the fixture's pending orders, the
 * balance of the session's profile and its spends added to the fixture's, so a purchase or a
 * spin in a story moves the summary as the API's ledger would. A persona without points or
 * history (the new member, the partner) has an empty summary.
 */
export function sessionScoreSummary(): ScoreSummary {
  const session = memberSession();
  if (!session) return fixtures.scoreSummary;
  const booked = session.scores.filter((line) => line.id.startsWith('session-'));
  if (session.profile.score === 0 && booked.length === 0) return fixtures.emptyScoreSummary;
  const spentNow = booked
    .filter((line) => line.operationType === OperationType.Spent)
    .reduce((sum, line) => sum + line.score, 0);
  const spent = fixtures.scoreSummary.spent + spentNow;
  const balance = session.profile.score;
  return { ...fixtures.scoreSummary, balance, spent, received: balance + spent };
}
