// Demo missions and the demo student's orders still inside their return window. Missions are the
// club's campaigns of the moment, not catalogue data a production club ships, so they are seeded
// with the demo members only. Windows and deliveries are offsets from the seeding day.

export type SeedMissionKind = 'surveys' | 'items';

export type SeedMission = {
  key: string;
  title: string;
  description: string;
  points: number;
  kind: SeedMissionKind;
  target: number;
  /** Tehran days before the seeding day on which the window opened. */
  startsDaysAgo: number;
  /** Tehran days after the seeding day on which the window closes (at that day's start). */
  endsInDays: number;
};

export const demoMissions: readonly SeedMission[] = [
  {
    key: 'autumn-reading-three-books',
    title: 'چالش کتاب‌خوانی پاییز',
    description: 'در مدت چالش سه جلد کتاب از فروشگاه بخرید؛ کتاب‌های سفارش‌های مرجوعی حساب نمی‌شوند.',
    points: 100,
    kind: 'items',
    target: 3,
    startsDaysAgo: 4,
    endsInDays: 26,
  },
  {
    key: 'survey-week',
    title: 'هفتهٔ نظرسنجی',
    description: 'نظرسنجی پس از خرید یکی از سفارش‌هایتان را تکمیل کنید و نظرتان را دربارهٔ کتاب‌ها بگویید.',
    points: 20,
    kind: 'surveys',
    target: 1,
    startsDaysAgo: 2,
    endsInDays: 12,
  },
];

export type SeedPendingOrder = {
  orderId: string;
  amountToman: number;
  itemCount: number;
  deliveredDaysAgo: number;
  /** Returned inside its window this many days ago: its points were cancelled. */
  returnedDaysAgo?: number;
};

/**
 * The student's latest orders, delivered but still returnable: their points show as pending in
 * «کلروفیل‌های من» and are not part of the 1,250 balance. The two-book order falls inside the
 * reading challenge's window (2 of 3); the older one does not.
 */
export const studentPendingOrders: readonly SeedPendingOrder[] = [
  { orderId: '1489', amountToman: 1_850_000, itemCount: 2, deliveredDaysAgo: 2 },
  { orderId: '1473', amountToman: 640_000, itemCount: 1, deliveredDaysAgo: 6 },
];
