import type { RewardCategory } from '@clorofil/api-client';
import { BookOpen, PenTool, Plane, ShoppingCart, Smartphone, Store, ToyBrick, type LucideIcon } from 'lucide-react';

export type CategoryInfo = { key: RewardCategory; label: string; icon: LucideIcon; color: string; tint: string };

/** The seven reward categories of SPEC §1, in the colours the API's reward pictures use. */
export const REWARD_CATEGORIES: readonly CategoryInfo[] = [
  { key: 'stationery', label: 'لوازم‌التحریر', icon: PenTool, color: '#B45309', tint: '#FEF3C7' },
  { key: 'ebook', label: 'کتاب الکترونیکی', icon: BookOpen, color: '#4F46E5', tint: '#E0E7FF' },
  { key: 'mobile-topup', label: 'شارژ موبایل', icon: Smartphone, color: '#0369A1', tint: '#E0F2FE' },
  { key: 'store', label: 'فروشگاه', icon: Store, color: '#BE185D', tint: '#FCE7F3' },
  { key: 'toys', label: 'اسباب‌بازی', icon: ToyBrick, color: '#B91C1C', tint: '#FEE2E2' },
  { key: 'travel', label: 'سفر', icon: Plane, color: '#0F766E', tint: '#CCFBF1' },
  { key: 'supermarket', label: 'سوپرمارکت', icon: ShoppingCart, color: '#15803D', tint: '#DCFCE7' },
];
