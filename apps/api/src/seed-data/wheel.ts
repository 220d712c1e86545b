// The one active lucky wheel. Weights are percentages (they sum to 100) so the odds the wheel page
// publishes (GET /api/wheel/Prizes → chancePercent) read as whole numbers; misses are common and
// the big prizes rare. The next spin opens at Tehran midnight (a Tehran calendar day, PERSIAN-UX),
// so no text here promises "24 hours".
import { wheelSegmentColors } from '@clorofil/api-client/contract';

/** SPEC §4 prize types: none 0, discountCode 10, score 30. */
export type WheelPrizeType = 0 | 10 | 30;

export type SeedWheelPrize = {
  title: string;
  color: string;
  weight: number;
  prizeType: WheelPrizeType;
  /** Clorofils credited when prizeType is 30. */
  score?: number;
  /** Discount code issued when prizeType is 10. */
  discount?: { percent: number; validDays: number };
  /** The sentence the result modal shows. */
  summary: string;
  /** Takes the odds of prizes whose daily budget is spent (exactly one prize of the wheel). */
  fallback?: true;
  /** The most times a Tehran day pays this prize; none: no limit. */
  dailyBudget?: number;
};

export type SeedWheel = { key: string; title: string; active: boolean; prizes: SeedWheelPrize[] };

function color(index: number): string {
  const found = wheelSegmentColors[index % wheelSegmentColors.length];
  if (!found) throw new Error('empty wheel palette');
  return found;
}

export const luckyWheel: SeedWheel = {
  key: 'daily-wheel',
  title: 'گردونه شانس روزانه',
  active: true,
  prizes: [
    {
      title: 'پوچ',
      color: color(0),
      weight: 22,
      prizeType: 0,
      fallback: true,
      summary: 'این بار پوچ بود؛ از نیمه‌شب امشب به وقت تهران دوباره شانس خود را امتحان کنید.',
    },
    {
      title: '۵ کلروفیل',
      color: color(1),
      weight: 20,
      prizeType: 30,
      score: 5,
      summary: '۵ کلروفیل به امتیازهای شما اضافه شد.',
    },
    {
      title: '۱۰٪ تخفیف',
      color: color(2),
      weight: 12,
      prizeType: 10,
      discount: { percent: 10, validDays: 14 },
      summary: 'کد تخفیف ۱۰ درصدی با اعتبار ۱۴ روز برای شما صادر شد.',
    },
    {
      title: '۱۰ کلروفیل',
      color: color(3),
      weight: 14,
      prizeType: 30,
      score: 10,
      summary: '۱۰ کلروفیل به امتیازهای شما اضافه شد.',
    },
    {
      title: 'شانس فردا',
      color: color(4),
      weight: 10,
      prizeType: 0,
      summary: 'این دور بدون جایزه بود؛ از نیمه‌شب امشب به وقت تهران دوباره منتظرتان هستیم.',
    },
    {
      title: '۲۰ کلروفیل',
      color: color(5),
      weight: 8,
      prizeType: 30,
      score: 20,
      summary: '۲۰ کلروفیل به امتیازهای شما اضافه شد.',
    },
    {
      title: '۱۵٪ تخفیف',
      color: color(6),
      weight: 6,
      prizeType: 10,
      discount: { percent: 15, validDays: 10 },
      summary: 'کد تخفیف ۱۵ درصدی با اعتبار ۱۰ روز برای شما صادر شد.',
    },
    {
      title: '۵۰ کلروفیل',
      color: color(7),
      weight: 4,
      prizeType: 30,
      score: 50,
      summary: '۵۰ کلروفیل به امتیازهای شما اضافه شد.',
    },
    {
      title: '۲۵٪ تخفیف',
      color: color(8),
      weight: 3,
      prizeType: 10,
      discount: { percent: 25, validDays: 7 },
      summary: 'کد تخفیف ۲۵ درصدی با اعتبار ۷ روز برای شما صادر شد.',
    },
    {
      title: '۱۰۰ کلروفیل',
      color: color(9),
      weight: 1,
      prizeType: 30,
      score: 100,
      summary: 'جایزه‌ی بزرگ! ۱۰۰ کلروفیل به امتیازهای شما اضافه شد.',
    },
  ],
};

export function totalWheelWeight(wheel: SeedWheel): number {
  return wheel.prizes.reduce((sum, p) => sum + p.weight, 0);
}

/**
 * Picks the prize a random number in [0, 1) lands on, walking the cumulative weights.
 * Pure so the API can feed it a cryptographic random number and tests a fixed one.
 */
export function pickWheelPrizeIndex(wheel: SeedWheel, random: number): number {
  const total = totalWheelWeight(wheel);
  let target = Math.min(Math.max(random, 0), 0.999999999) * total;
  for (const [index, prize] of wheel.prizes.entries()) {
    if (target < prize.weight) return index;
    target -= prize.weight;
  }
  return wheel.prizes.length - 1;
}
