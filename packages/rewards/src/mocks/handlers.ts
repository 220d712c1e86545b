import {
  emptyResponse,
  errorResponse,
  fixtures,
  networkError,
  pendingResponse,
  respondWith,
  slowResponse,
} from '@clorofil/api-client/mocks';

/**
 * The API states this feature's stories and tests put on top of the default handlers (which
 * answer as the signed-in persona, remembering purchases). Each group is one screen state.
 */
export const rewardsHandlers = {
  rewardsLoading: [pendingResponse('getRewards')],
  rewardsEmpty: [emptyResponse('getRewards')],
  rewardsFailing: [errorResponse('getRewards', 500)],
  /** A purchase that takes a while, to show the confirmation's loading state. */
  buySlow: [slowResponse('buyReward', 60_000)],
  buyNotEnough: [
    errorResponse('buyReward', 400, {
      Message: 'امتیاز شما برای دریافت این جایزه کافی نیست؛ ۵۰ کلروفیل دیگر لازم دارید.',
    }),
  ],
  buySoldOut: [errorResponse('buyReward', 400, { Message: 'متأسفانه موجودی این جایزه به پایان رسیده است.' })],
  buyExpired: [errorResponse('buyReward', 400, { Message: 'مهلت دریافت این جایزه به پایان رسیده است.' })],
  /** The original API's shape of a refusal: 500 with the reason in `detail` (SPEC §8). */
  buyRefusedWithDetail: [
    errorResponse('buyReward', 500, { detail: 'شما پیش‌تر این جایزه را به تعداد مجاز دریافت کرده‌اید.' }),
  ],
  buyRateLimited: [errorResponse('buyReward', 429, {}, { 'Retry-After': '45' })],
  buyServerError: [errorResponse('buyReward', 500, { Message: 'خطای سرور' })],
  buyOffline: [networkError('buyReward')],
  codesLoading: [pendingResponse('getDiscountCodes')],
  codesEmpty: [emptyResponse('getDiscountCodes')],
  codesFailing: [errorResponse('getDiscountCodes', 500)],
  /** Two usable codes and two expired ones, the expired listed first by the server on purpose. */
  codesMixed: [
    respondWith('getDiscountCodes', [
      fixtures.discountCodes[1]!,
      ...fixtures.discountCodes.slice(0, 1),
      {
        code: 'CL-7K2M-Q8RT',
        title: 'کد تخفیف ۳۰٪ کتاب الکترونیکی',
        subTitle: 'برای خرید از اپلیکیشن کتاب‌خوان',
        expirationDate: null,
        isExpired: false,
        source: 'reward',
      },
      {
        code: 'CLUB20-X3PL6',
        title: 'هدیهٔ عضویت',
        subTitle: '۲۰٪ تخفیف اولین خرید',
        expirationDate: '2025-06-21T20:29:59Z',
        isExpired: true,
        source: 'gift',
      },
    ]),
  ],
};
