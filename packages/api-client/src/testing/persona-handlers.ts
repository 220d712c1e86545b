import { HttpResponse, type HttpHandler } from 'msw';
import { fa, OperationType, type Profile, type ScoreEntry } from '../contract/index.js';
import { fixtures } from '../mocks/fixtures/index.js';
import { handlerFor } from '../mocks/handlers.js';
import { isMemberPersona, personaProfiles, type Persona } from './personas.js';

type MemberState = { profile: Profile; scores: ScoreEntry[] };

function ledgerLine(id: string, activity: string, score: number, spent: boolean): ScoreEntry {
  const now = new Date();
  return {
    id,
    persianCreatedDateTime: new Intl.DateTimeFormat('fa-IR-u-ca-persian', { dateStyle: 'short', timeStyle: 'short' }).format(now),
    createdAt: now.toISOString(),
    score,
    activity,
    operationType: spent ? OperationType.Spent : OperationType.Received,
    operationTypeText: spent ? 'انجام شد' : 'دریافت شد',
    status: 'done',
    statusText: 'انجام شد',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The API as one persona's session sees it, with memory: a purchase lowers the balance and adds
 * a history line, a spin raises it, a saved profile is what the next `GET /api/Profile` answers.
 * A fresh state per call, so no test inherits another's purchases. A visitor gets no overrides
 * (member endpoints are never asked without a token).
 */
export function personaHandlers(persona: Persona): HttpHandler[] {
  if (!isMemberPersona(persona)) return [];
  const state: MemberState = { profile: { ...personaProfiles[persona] }, scores: [...fixtures.scores] };
  let purchases = 0;
  return [
    handlerFor('getProfile', () => HttpResponse.json(state.profile)),
    handlerFor('getScores', () => HttpResponse.json(state.scores)),
    handlerFor('buyReward', ({ params }) => {
      const reward = fixtures.rewards.find((item) => String(item.id) === text(params.id));
      if (!reward) return HttpResponse.json({ Message: fa.notFound }, { status: 404 });
      if (reward.score > state.profile.score) {
        return HttpResponse.json({ Message: 'امتیاز شما برای دریافت این جایزه کافی نیست.' }, { status: 400 });
      }
      purchases += 1;
      state.profile = { ...state.profile, score: state.profile.score - reward.score };
      state.scores = [ledgerLine(`buy-${purchases}`, `دریافت جایزه: ${reward.title}`, reward.score, true), ...state.scores];
      return HttpResponse.json({ ...fixtures.buyRewardResult, score: state.profile.score });
    }),
    handlerFor('spin', () => {
      const result = fixtures.spinResults.wonScore;
      state.profile = { ...state.profile, score: state.profile.score + result.score };
      state.scores = [ledgerLine(`spin-${state.scores.length}`, 'گردونهٔ شانس', result.score, false), ...state.scores];
      return HttpResponse.json(result);
    }),
    handlerFor('updateProfile', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const firstName = text(body.firstName) ?? state.profile.firstName;
      const lastName = text(body.lastName) ?? state.profile.lastName;
      state.profile = {
        ...state.profile,
        firstName,
        lastName,
        fullName: `${firstName} ${lastName}`.trim(),
        nationalCode: text(body.nationalCode) ?? state.profile.nationalCode,
      };
      return HttpResponse.json(state.profile);
    }),
    handlerFor('seeSelfExpressionResult', () => {
      state.profile = { ...state.profile, resultSeen: true };
      return HttpResponse.json(state.profile);
    }),
  ];
}
