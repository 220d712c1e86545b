import type { BankInformation } from '@clorofil/api-client';
import {
  emptyResponse,
  handlerFor,
  errorResponse,
  networkError,
  pendingResponse,
  respondWith,
} from '@clorofil/api-client/mocks';
import { HttpResponse } from 'msw';
import { busyDetail, manyPayments } from './fixtures';

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
};

/**
 * A bank-information endpoint with memory, as the API behaves: what a PUT saves is what the next
 * GET answers. `puts` records every body sent, so tests can read exactly what left the form.
 */
export function rememberingBank(initial: BankInformation = {}) {
  let saved: BankInformation = initial;
  const puts: unknown[] = [];
  const handlers = [
    handlerFor('getBankInformation', () => HttpResponse.json(saved)),
    handlerFor('updateBankInformation', async ({ request }) => {
      const body = (await request.json()) as BankInformation;
      puts.push(body);
      saved = body;
      return HttpResponse.json(saved);
    }),
  ];
  return { puts, handlers };
}
