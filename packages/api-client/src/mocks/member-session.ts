import { formatJalaliDateTime } from '@clorofil/rules';
import { OperationType, type DiscountCode, type Profile, type ScoreEntry } from '../contract/index.js';
import { fixtures } from './fixtures/index.js';
import { isMemberPersona, personaProfiles, type Persona } from './personas.js';

type MemberSession = {
  profile: Profile;
  scores: ScoreEntry[];
  lines: number;
  /** Rewards received in this session, by reward id (added to the fixtures' counts). */
  received: Record<number, number>;
  /** Codes issued in this session, newest first, ahead of the fixtures' codes. */
  discountCodes: DiscountCode[];
};

// The persona the mock API answers for; `null` answers with the default fixtures.
let session: MemberSession | null = null;

/**
 * Makes the default handlers answer as one persona's session, with memory: a purchase lowers
 * the balance, adds a history line (and a discount code, for a code prize) and counts the
 * receipt; a spin raises the balance; a saved profile is what the next
 * `GET /api/Profile` answers. Each call starts afresh, so no test inherits another's purchases;
 * a visitor (or `null`) goes back to the plain fixtures.
 */
export function actAs(persona: Persona | null): void {
  session =
    persona && isMemberPersona(persona)
      ? {
          profile: { ...personaProfiles[persona] },
          scores: [...fixtures.scores],
          lines: 0,
          received: {},
          discountCodes: [],
        }
      : null;
}

export function memberSession(): MemberSession | null {
  return session;
}

/** Books a change of balance in the active session, as the API's ledger would. */
export function bookPoints(current: MemberSession, activity: string, score: number, spent: boolean): void {
  const now = new Date();
  current.lines += 1;
  current.profile = { ...current.profile, score: current.profile.score + (spent ? -score : score) };
  current.scores = [
    {
      id: `session-${current.lines}`,
      persianCreatedDateTime: formatJalaliDateTime(now),
      createdAt: now.toISOString(),
      score,
      activity,
      operationType: spent ? OperationType.Spent : OperationType.Received,
      operationTypeText: spent ? 'انجام شد' : 'دریافت شد',
      status: 'done',
      statusText: 'انجام شد',
    },
    ...current.scores,
  ];
}
