import {
  errorResponse,
  mockPath,
  networkError,
  pendingResponse,
  respondWith,
  slowResponse,
} from '@clorofil/api-client/mocks';
import { fixtures } from '@clorofil/api-client/testing/browser';
import { delay, http, HttpResponse } from 'msw';

const { spinResults, wheelPrizes, wheelTables, wheelDraftShort } = fixtures;

/** The spin answered with `result` after `ms` (the wheel keeps turning meanwhile). */
function spinAnswers(result: (typeof spinResults)[keyof typeof spinResults], ms = 600) {
  return http.post(mockPath('spin'), async () => {
    await delay(ms);
    return HttpResponse.json(result);
  });
}

/**
 * The API states this feature's stories and tests put on top of the default handlers (which
 * answer as the signed-in persona).
 */
export const wheelHandlers = {
  prizesLoading: [pendingResponse('getWheelPrizes')],
  prizesFailing: [errorResponse('getWheelPrizes', 500)],
  prizesEmpty: [respondWith('getWheelPrizes', { ...wheelPrizes, prizes: [] })],
  inactive: [respondWith('getWheelPrizes', { ...wheelPrizes, isActive: false })],
  withImages: [
    respondWith('getWheelPrizes', {
      ...wheelPrizes,
      prizes: wheelPrizes.prizes.map((prize, index) =>
        index % 3 === 0 ? { ...prize, image: `http://127.0.0.1:5080/api/images/prize-${prize.id}.svg` } : prize,
      ),
    }),
  ],
  checking: [pendingResponse('getSpinnable')],
  checkFailing: [errorResponse('getSpinnable', 500)],
  limitation: [respondWith('getSpinnable', { spinnable: false, status: -20 })],
  deactiveCheck: [respondWith('getSpinnable', { spinnable: false, status: -10 })],
  spinPending: [pendingResponse('spin')],
  spinFailing: [errorResponse('spin', 500)],
  spinOffline: [networkError('spin')],
  // The default answer (a score prize, booked in the persona's balance), after a moment.
  wonScore: [slowResponse('spin', 600)],
  wonDiscountCode: [spinAnswers(spinResults.wonDiscountCode)],
  badLuck: [spinAnswers(spinResults.badLuck)],
  spinLimitation: [spinAnswers(spinResults.limitation)],
  spinDeactive: [spinAnswers(spinResults.deactive)],
};

/** The odds table screen's API states (the default answers: version 2 in effect, no draft). */
export const wheelTableHandlers = {
  loading: [pendingResponse('getWheelTables')],
  failing: [errorResponse('getWheelTables', 500)],
  /** A saved draft whose odds sum to 95 %. */
  shortDraft: [respondWith('getWheelTables', { ...wheelTables, draft: wheelDraftShort })],
  /** Version 3 waits for its day while version 2 runs. */
  scheduled: [
    respondWith('getWheelTables', {
      ...wheelTables,
      scheduled: [
        {
          ...wheelTables.inEffect!,
          id: 3,
          version: 3,
          state: 'scheduled',
          mode: 'scheduled',
          effectiveFrom: '2026-12-09T20:30:00.000Z',
        },
      ],
    }),
  ],
  /** Publishing refused as the API refuses a table that does not sum to 100 %. */
  publishRefused: [
    http.post(mockPath('publishWheelTable'), () =>
      HttpResponse.json(
        { Message: 'جدول هنوز آمادهٔ انتشار نیست؛ خطاهای جدول را برطرف کنید.', errors: { sum: 'جمع شانس‌ها ۹۵٪ است.' } },
        { status: 400 },
      ),
    ),
  ],
};
