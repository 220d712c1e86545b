// The score history and discount codes of the demo student 09120000001. Every line follows the
// club rules: purchases earn 1 clorofil per 10,000 toman once the 7-day return window closes
// (so they land after the order's survey), surveys earn 5, wheel wins match wheel prizes and
// spends match reward scores. The entries add up to exactly 1,250.

/** SPEC §3 operationType: 0 received, 1 spent. */
export type OperationType = 0 | 1;
export type LedgerSource = 'purchase' | 'survey' | 'mission' | 'wheel' | 'reward';

export type SeedLedgerEntry = {
  daysAgo: number;
  /** Always positive, as the scores table shows it; operationType gives the direction. */
  score: number;
  operationType: OperationType;
  activity: string;
  source: LedgerSource;
  orderAmountToman?: number;
  rewardKey?: string;
};

import type { SeedPendingOrder } from './demo-missions.js';

export type SeedDiscountCode = {
  code: string;
  title: string;
  subTitle: string;
  /** Days from now until expiry; negative means it has already expired. */
  expiresInDays: number;
  source: 'reward' | 'wheel' | 'mission';
  rewardKey?: string;
};

export const TOMAN_PER_POINT = 10_000;
export const SURVEY_POINTS = 5;
export const RETURN_WINDOW_DAYS = 7;

export function pointsForPurchase(amountToman: number): number {
  return Math.floor(amountToman / TOMAN_PER_POINT);
}

function received(daysAgo: number, score: number, source: LedgerSource, activity: string): SeedLedgerEntry {
  return { daysAgo, score, operationType: 0, activity, source };
}

function purchase(daysAgo: number, order: string, amountToman: number): SeedLedgerEntry {
  return {
    ...received(daysAgo, pointsForPurchase(amountToman), 'purchase', `خرید سفارش ${order}`),
    orderAmountToman: amountToman,
  };
}

function survey(daysAgo: number, order: string): SeedLedgerEntry {
  return received(daysAgo, SURVEY_POINTS, 'survey', `تکمیل نظرسنجی سفارش ${order}`);
}

function spend(daysAgo: number, score: number, rewardKey: string, title: string): SeedLedgerEntry {
  return { daysAgo, score, operationType: 1, activity: `دریافت جایزه «${title}»`, source: 'reward', rewardKey };
}

/** Oldest first. */
export const studentLedger: readonly SeedLedgerEntry[] = [
  received(175, 50, 'mission', 'مأموریت «تکمیل اطلاعات کاربری»'),
  survey(166, '۱۰۲۴'),
  purchase(163, '۱۰۲۴', 2_350_000),
  survey(138, '۱۱۰۷'),
  purchase(134, '۱۱۰۷', 1_480_000),
  spend(120, 150, 'stationery-1', 'بسته دفتر و خودکار'),
  survey(100, '۱۲۳۴'),
  purchase(96, '۱۲۳۴', 3_120_000),
  received(80, 20, 'wheel', 'جایزه گردونه شانس: ۲۰ کلروفیل'),
  received(70, 100, 'mission', 'مأموریت «چالش سه کتاب در یک ماه»'),
  spend(64, 300, 'stationery-2', 'ست نوشت‌افزار مدرسه'),
  survey(56, '۱۳۱۸'),
  purchase(52, '۱۳۱۸', 4_560_000),
  survey(33, '۱۴۰۲'),
  purchase(30, '۱۴۰۲', 2_100_000),
  received(20, 75, 'mission', 'مأموریت «معرفی باشگاه به دوستان»'),
  spend(12, 80, 'ebook-1', 'کد تخفیف ۳۰٪ کتاب الکترونیکی'),
  purchase(9, '۱۴۵۶', 1_390_000),
  received(3, 10, 'wheel', 'جایزه گردونه شانس: ۱۰ کلروفیل'),
];

export function ledgerBalance(entries: readonly SeedLedgerEntry[]): number {
  return entries.reduce((sum, e) => sum + (e.operationType === 0 ? e.score : -e.score), 0);
}

export const STUDENT_EXPECTED_SCORE = 1250;

/** Throws when the history no longer adds up to the advertised balance — call it before seeding. */
export function assertStudentLedger(): void {
  const balance = ledgerBalance(studentLedger);
  if (balance !== STUDENT_EXPECTED_SCORE) {
    throw new Error(`Demo student ledger sums to ${balance}, expected ${STUDENT_EXPECTED_SCORE}`);
  }
}

export const studentDiscountCodes: readonly SeedDiscountCode[] = [
  {
    code: 'EBK30-7K2M9',
    title: '۳۰٪ تخفیف کتاب الکترونیکی',
    subTitle: 'اپلیکیشن کتاب‌خوان، تا سقف ۱۰۰ هزار تومان',
    expiresInDays: 18,
    source: 'reward',
    rewardKey: 'ebook-1',
  },
  {
    code: 'WHL15-Q8RT4',
    title: '۱۵٪ تخفیف گردونه شانس',
    subTitle: 'کتاب‌های الکترونیکی و فروشگاه‌های همکار',
    expiresInDays: 5,
    source: 'wheel',
  },
  {
    code: 'CLUB20-X3PL6',
    title: '۲۰٪ تخفیف هدیه عضویت',
    subTitle: 'هدیه پیوستن به باشگاه برای کتاب‌های صوتی',
    expiresInDays: -12,
    source: 'mission',
  },
];

/**
 * The member support looks after in the member-care end-to-end test (09120000031): one order
 * whose points arrived, a code bought with 80 of them, an order still inside its return window and
 * one returned inside it (no points: what a caller asks about). 250 + 5 + 50 − 80 = 225.
 */
export const supportCaseLedger: readonly SeedLedgerEntry[] = [
  received(60, 50, 'mission', 'مأموریت «تکمیل اطلاعات کاربری»'),
  survey(44, '۲۰۱۱'),
  purchase(40, '۲۰۱۱', 2_500_000),
  spend(20, 80, 'ebook-1', 'کد تخفیف ۳۰٪ کتاب الکترونیکی'),
];

export const SUPPORT_CASE_EXPECTED_SCORE = 225;

/** The member who buys the reward the operators' catalogue end-to-end test publishes (09120000033). */
export const rewardBuyerLedger: readonly SeedLedgerEntry[] = [
  received(30, 100, 'mission', 'مأموریت «تکمیل اطلاعات کاربری»'),
];

export const REWARD_BUYER_EXPECTED_SCORE = 100;

export const supportCaseDiscountCodes: readonly SeedDiscountCode[] = [
  {
    code: 'EBK30-SR4K7',
    title: '۳۰٪ تخفیف کتاب الکترونیکی',
    subTitle: 'اپلیکیشن کتاب‌خوان، تا سقف ۱۰۰ هزار تومان',
    expiresInDays: 10,
    source: 'reward',
    rewardKey: 'ebook-1',
  },
];

export const supportCaseOrders: readonly SeedPendingOrder[] = [
  { orderId: '2034', amountToman: 1_200_000, itemCount: 1, deliveredDaysAgo: 3 },
  { orderId: '2027', amountToman: 560_000, itemCount: 1, deliveredDaysAgo: 5, returnedDaysAgo: 4 },
];
