import { errorResponse, fixtures, pendingResponse, respondWith } from '@clorofil/api-client/mocks';
import { memberCareMessages } from '@clorofil/api-client/contract';

/**
 * The API states member care's stories and tests put on top of the default handlers (which
 * answer with the demo student as member 1).
 */
export const memberCareHandlers = {
  searchLoading: [pendingResponse('findMembers')],
  searchFailing: [errorResponse('findMembers', 500)],
  searchRefused: [errorResponse('findMembers', 400, { errors: { q: memberCareMessages.searchDigits } })],
  searchEmpty: [respondWith('findMembers', { by: 'name', items: [] })],
  memberLoading: [pendingResponse('getMemberCare')],
  memberFailing: [errorResponse('getMemberCare', 500)],
  memberMissing: [errorResponse('getMemberCare', 404, { Message: memberCareMessages.memberNotFound })],
  /** A new member: nothing earned, spent, bought or sent yet. */
  memberEmpty: [
    respondWith('getMemberCare', {
      ...fixtures.memberCare,
      firstName: '',
      lastName: '',
      nationalCode: '',
      userType: null,
      userTypeStatus: 0,
      reviews: [],
      points: fixtures.emptyScoreSummary,
      orders: [],
      codes: [],
      adjustments: [],
    }),
    respondWith('getMemberLedger', { items: [], total: 0, page: 1, pageSize: 20 }),
    respondWith('getMemberSpins', { items: [], total: 0, page: 1, pageSize: 10 }),
    respondWith('getMemberNotifications', { items: [], total: 0, page: 1, pageSize: 10 }),
    respondWith('getMemberSessions', { sessions: [] }),
  ],
  ledgerFailing: [errorResponse('getMemberLedger', 500)],
  historyFailing: [errorResponse('getMemberSpins', 500), errorResponse('getMemberNotifications', 500)],
  /** The bought code marked faulty and refunded: shown with its reason, no action left but none needed. */
  codeFaulty: [
    respondWith('getMemberCare', {
      ...fixtures.memberCare,
      codes: fixtures.memberCare.codes.map((code, index) =>
        index === 0
          ? {
              ...code,
              state: 'faulty' as const,
              faultyAt: '2026-11-22T08:00:00Z',
              faultyReason: 'فروشگاه کد را نمی‌پذیرد',
            }
          : code,
      ),
    }),
  ],
  /** A commission partner as support sees her: the bank details masked, no way to see more. */
  partnerForSupport: [
    respondWith('getMemberCare', { ...fixtures.memberCare, bank: fixtures.bankInformation }),
    respondWith('getStaffMe', { mobile: '09120000014', roles: ['support'], permissions: ['members'] }),
  ],
  /** The same partner as finance sees her: «نمایش اطلاعات بانکی» asks the API for the full numbers. */
  partnerForFinance: [
    respondWith('getMemberCare', { ...fixtures.memberCare, bank: fixtures.bankInformation }),
    respondWith('getStaffMe', {
      mobile: '09120000013',
      roles: ['finance'],
      permissions: ['members', 'approvals', 'payouts', 'audit'],
    }),
  ],
  bankViewFailing: [errorResponse('viewBankInformation', 500)],
  sessionsUnavailable: [errorResponse('getMemberSessions', 503, { Message: memberCareMessages.sessionsUnavailable })],
};
