// The seven reward categories of the home page (SPEC §1). The colour is the one the reward
// images are drawn in, so a card and its picture always agree.

export type RewardCategoryKey = 'stationery' | 'ebook' | 'mobile-topup' | 'store' | 'toys' | 'travel' | 'supermarket';

export type RewardCategory = {
  key: RewardCategoryKey;
  label: string;
  color: string;
  /** Light tint used as the image background. */
  tint: string;
  order: number;
};

export const rewardCategories: readonly RewardCategory[] = [
  { key: 'stationery', label: 'لوازم‌التحریر', color: '#D97706', tint: '#FEF3C7', order: 1 },
  { key: 'ebook', label: 'کتاب الکترونیکی', color: '#4F46E5', tint: '#E0E7FF', order: 2 },
  { key: 'mobile-topup', label: 'شارژ موبایل', color: '#0284C7', tint: '#E0F2FE', order: 3 },
  { key: 'store', label: 'فروشگاه', color: '#DB2777', tint: '#FCE7F3', order: 4 },
  { key: 'toys', label: 'اسباب‌بازی', color: '#DC2626', tint: '#FEE2E2', order: 5 },
  { key: 'travel', label: 'سفر', color: '#0D9488', tint: '#CCFBF1', order: 6 },
  { key: 'supermarket', label: 'سوپرمارکت', color: '#16A34A', tint: '#DCFCE7', order: 7 },
];

export function rewardCategoryLabel(key: RewardCategoryKey): string {
  const found = rewardCategories.find((c) => c.key === key);
  if (!found) throw new Error(`Unknown reward category: ${key}`);
  return found.label;
}
