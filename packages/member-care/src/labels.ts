import {
  adjustmentCategoryNames,
  adjustmentStatusNames,
  ledgerCauseNames,
  userTypeStatusName,
} from '@clorofil/api-client';

// Member care's words for the API's codes, in one place for every screen of the feature.

export const causeNames = ledgerCauseNames;

export const categoryNames = adjustmentCategoryNames;

export { adjustmentStatusNames };

export const reviewNames = { approve: 'تأیید', reject: 'رد' } as const;

/** SPEC §3's review status, as the staff read it. */
export const typeStatusName = userTypeStatusName;
