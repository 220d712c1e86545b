import {
  ledgerCauseNames,
  userTypeStatusName,
  type AdjustmentCategory,
  type AdjustmentStatus,
} from '@clorofil/api-client';

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
export const typeStatusName = userTypeStatusName;
