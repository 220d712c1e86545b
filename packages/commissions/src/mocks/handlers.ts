import type { BankInformation } from '@clorofil/api-client';
import {
  emptyResponse,
  handlerFor,
  errorResponse,
  networkError,
  pendingResponse,
  respondWith,
} from '@clorofil/api-client/mocks';
import { fa, maskBankInformation, PAYOUT_STEP_UP_MAX_AGE_SECONDS } from '@clorofil/api-client/contract';
import { HttpResponse } from 'msw';
import { busyDetail, manyPayments } from './fixtures';

/** The API's step-up challenge (RFC 9470): a fresh one-time code is needed for a payout change. */
const STEP_UP_HEADERS = {
  'www-authenticate': `Bearer error="insufficient_user_authentication", max_age=${PAYOUT_STEP_UP_MAX_AGE_SECONDS}`,
};

/**
 * The API states this feature's stories and tests put on top of the default handlers (which
 * answer as the signed-in persona with api-client's fixtures).
 */
export const commissionsHandlers = {
  commissionsLoading: [pendingResponse('getCommissions')],
  commissionsFailing: [errorResponse('getCommissions', 500)],
  commissionsEmpty: [emptyResponse('getCommissions')],
  paymentsLoading: [pendingResponse('getPayments')],
  paymentsFailing: [errorResponse('getPayments', 500)],
  paymentsEmpty: [emptyResponse('getPayments')],
  paymentsMany: [respondWith('getPayments', manyPayments)],
  detailLoading: [pendingResponse('getCommissionDetail')],
  detailFailing: [errorResponse('getCommissionDetail', 500)],
  detailNotFound: [errorResponse('getCommissionDetail', 404)],
  detailMany: [respondWith('getCommissionDetail', busyDetail)],
  bankLoading: [pendingResponse('getBankInformation')],
  bankFailing: [errorResponse('getBankInformation', 500)],
  bankEmpty: [emptyResponse('getBankInformation')],
  bankSaveServerMessage: [errorResponse('updateBankInformation', 500, { Message: 'سامانهٔ بانک موقتاً در دسترس نیست' })],
  bankSaveServerError: [errorResponse('updateBankInformation', 500, { Message: '' })],
  bankSaveUnauthorized: [errorResponse('updateBankInformation', 401)],
  bankSaveOffline: [networkError('updateBankInformation')],
  bankSaveStepUp: [errorResponse('updateBankInformation', 401, { Message: fa.stepUpRequired }, STEP_UP_HEADERS)],
};

type FullBankInformation = Parameters<typeof maskBankInformation>[0];

/**
 * A bank-information endpoint with memory, as the API behaves: what a PUT saves is what the next
 * GET answers, masked (the full numbers never come back). `puts` records every body sent, so
 * tests can read exactly what left the form. With `stepUpFirst`, the first save is refused with
 * the API's step-up challenge (a sign-in older than five minutes), as after a long session.
 */
export function rememberingBank(initial?: FullBankInformation, { stepUpFirst = false } = {}) {
  let saved: BankInformation = initial ? maskBankInformation(initial) : {};
  let challenge = stepUpFirst;
  const puts: unknown[] = [];
  const handlers = [
    handlerFor('getBankInformation', () => HttpResponse.json(saved)),
    handlerFor('updateBankInformation', async ({ request }) => {
      const body = (await request.json()) as FullBankInformation;
      if (challenge) {
        challenge = false;
        return HttpResponse.json({ Message: fa.stepUpRequired }, { status: 401, headers: STEP_UP_HEADERS });
      }
      puts.push(body);
      saved = maskBankInformation(body);
      return HttpResponse.json(saved);
    }),
  ];
  return { puts, handlers };
}
