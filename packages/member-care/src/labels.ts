import { ledgerCauseNames, type AdjustmentCategory, type AdjustmentStatus } from '@clorofil/api-client';

// Member care's words for the API's codes, in one place for every screen of the feature.

export const causeNames = ledgerCauseNames;

export const categoryNames: Record<AdjustmentCategory, string> = {
  goodwill: 'دلجویی',
  correction: 'اصلاح خطا',
  fraud_reversal: 'برگشت تقلب',
};

export const adjustmentStatusNames: Record<AdjustmentStatus, string> = {
  pending: 'در انتظار تأیید مالی',
  applied: 'اعمال‌شده',
  rejected: 'ردشده',
};

export const reviewNames = { approve: 'تأیید', reject: 'رد' } as const;

/** SPEC §3's review status, as the staff read it. */
export function typeStatusName(status: number): string {
  if (status === 20) return 'تأییدشده';
  if (status === 10) return 'در انتظار بررسی';
  if (status === -10) return 'ردشده';
  return 'بدون نوع کاربری';
}
