import type { Mission, ScoreEntry, ScoreSummary } from '@clorofil/api-client';
import { fixtures } from '@clorofil/api-client/mocks';

const DAY = 86_400_000;
const LATEST = Date.parse('2026-11-21T06:40:00Z');

type Line = [score: number, received: boolean, activity: string, status?: ScoreEntry['status']];

// A year of a keen reader's club life, newest first: enough for several pages at 10 and at 6.
const lines: Line[] = [
  [185, true, 'خرید سفارش ۱۴۸۹ (۱۸۵ کلروفیل)', 'pending'],
  [64, true, 'خرید سفارش ۱۴۷۳ (۶۴ کلروفیل)', 'pending'],
  [10, true, 'جایزه گردونه شانس: ۱۰ کلروفیل'],
  [139, true, 'خرید سفارش ۱۴۵۶'],
  [80, false, 'دریافت جایزه «کد تخفیف ۳۰٪ کتاب الکترونیکی»'],
  [75, true, 'مأموریت «معرفی باشگاه به دوستان»'],
  [30, true, 'خرید سفارش ۱۴۳۸ (۳۰ کلروفیل)', 'cancelled'],
  [210, true, 'خرید سفارش ۱۴۰۲'],
  [5, true, 'تکمیل نظرسنجی سفارش ۱۴۰۲'],
  [456, true, 'خرید سفارش ۱۳۱۸'],
  [5, true, 'تکمیل نظرسنجی سفارش ۱۳۱۸'],
  [300, false, 'دریافت جایزه «ست نوشت‌افزار مدرسه»'],
  [100, true, 'مأموریت «چالش سه کتاب در یک ماه»'],
  [20, true, 'جایزه گردونه شانس: ۲۰ کلروفیل'],
  [312, true, 'خرید سفارش ۱۲۳۴'],
  [5, true, 'تکمیل نظرسنجی سفارش ۱۲۳۴'],
  [150, false, 'دریافت جایزه «بسته دفتر و خودکار»'],
  [148, true, 'خرید سفارش ۱۱۰۷'],
  [5, true, 'تکمیل نظرسنجی سفارش ۱۱۰۷'],
  [235, true, 'خرید سفارش ۱۰۲۴'],
  [5, true, 'تکمیل نظرسنجی سفارش ۱۰۲۴'],
  [50, true, 'مأموریت «تکمیل اطلاعات کاربری»'],
  [40, false, 'دریافت جایزه «کد تخفیف ۱۰٪ فروشگاه»'],
];

const TEXT = { pending: 'در انتظار پایان مهلت مرجوعی', cancelled: 'لغوشده به دلیل مرجوعی', done: 'انجام‌شده' };

export const longHistory: readonly ScoreEntry[] = lines.map(([score, received, activity, status = 'done'], index) => {
  const at = new Date(LATEST - index * 9 * DAY - index * 3_600_000);
  return {
    id: `h-${index + 1}`,
    persianCreatedDateTime: '',
    createdAt: at.toISOString(),
    score,
    activity,
    operationType: received ? 0 : 1,
    operationTypeText: received ? 'دریافت' : 'خرج‌شده',
    status,
    statusText: TEXT[status],
  };
});

export const summaryWithoutPending: ScoreSummary = {
  ...fixtures.scoreSummary,
  pending: 0,
  pendingItems: [],
};

export const missionsWithOneDone: Mission[] = [
  ...fixtures.missions,
  {
    id: 3,
    title: 'خرید در هفتهٔ کتاب',
    description: 'در هفتهٔ کتاب دست‌کم یک کتاب بخرید.',
    points: 30,
    kind: 'items',
    target: 1,
    startsAt: '2026-11-15T20:30:00Z',
    endsAt: '2026-11-22T20:30:00Z',
    progress: 1,
    completedAt: '2026-11-19T08:05:00Z',
  },
];
