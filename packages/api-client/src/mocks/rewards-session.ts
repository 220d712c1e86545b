import { HttpResponse } from 'msw';
import type { DiscountCode, Reward } from '../contract/index.js';
import { fixtures } from './fixtures/index.js';
import { bookPoints, memberSession } from './member-session.js';

const persian = new Intl.NumberFormat('fa-IR');

/** The API's refusals of a purchase (apps/api domain/rewards.ts), same status and sentences. */
const refusals = {
  notEnough: (missing: number) =>
    `امتیاز شما برای دریافت این جایزه کافی نیست؛ ${persian.format(missing)} کلروفیل دیگر لازم دارید.`,
  usedUp: 'شما پیش‌تر این جایزه را به تعداد مجاز دریافت کرده‌اید.',
  outOfStock: 'متأسفانه موجودی این جایزه به پایان رسیده است.',
  expired: 'مهلت دریافت این جایزه به پایان رسیده است.',
};

/** The fixtures' rewards with the active session's receipts counted in. */
export function sessionRewards(): Reward[] {
  const received = memberSession()?.received ?? {};
  return fixtures.rewards.map((reward) => {
    const recivedCount = reward.recivedCount + (received[reward.id] ?? 0);
    return { ...reward, recivedCount, isUsed: recivedCount >= reward.validCount };
  });
}

/** Codes issued in this session first, then the fixtures' (expired ones stay last). */
export function sessionDiscountCodes(): DiscountCode[] {
  return [...(memberSession()?.discountCodes ?? []), ...fixtures.discountCodes];
}

const refuse = (message: string) => HttpResponse.json({ Message: message }, { status: 400 });

/** `POST /api/Rewards/Buy/{id}` as the API decides it, remembered in the persona's session. */
export function buyInSession(id: string, balance: number): Response {
  const reward = sessionRewards().find((item) => String(item.id) === id);
  if (!reward) return HttpResponse.json({ Message: 'جایزهٔ موردنظر پیدا نشد.' }, { status: 404 });
  if (reward.validityDate && Date.parse(reward.validityDate) < Date.now()) return refuse(refusals.expired);
  if (reward.isUsed) return refuse(refusals.usedUp);
  if (reward.score > balance) return refuse(refusals.notEnough(reward.score - balance));
  if (!reward.inStock) return refuse(refusals.outOfStock);
  const session = memberSession();
  const code: DiscountCode | null = reward.isDiscountCode
    ? {
        code: `CL-MOCK-${String(reward.id).padStart(4, '0')}`,
        title: reward.title,
        subTitle: reward.subTitle,
        expirationDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        isExpired: false,
        source: 'reward',
      }
    : null;
  if (session) {
    bookPoints(session, `دریافت جایزه: ${reward.title}`, reward.score, true);
    session.received[reward.id] = (session.received[reward.id] ?? 0) + 1;
    if (code) session.discountCodes = [code, ...session.discountCodes];
  }
  return HttpResponse.json({
    ...fixtures.buyRewardResult,
    score: session ? session.profile.score : balance - reward.score,
    discountCode: code,
  });
}
