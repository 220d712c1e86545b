import type { AuditTrailQuery, ProfileItemListName } from '../../contract/index.js';

/**
 * The one query-key scheme of the app. Everything personal sits under `member`, so sign-out
 * drops it with one prefix and a purchase can refresh the balance wherever it is shown;
 * `public` holds what any visitor may see (content, provinces, the wheel's prizes).
 */
export const queryKeys = {
  member: {
    all: () => ['member'] as const,
    profile: () => ['member', 'profile'] as const,
    scores: () => ['member', 'scores'] as const,
    // Under `scores`, so every mutation that refreshes the history refreshes these too.
    scoreSummary: () => ['member', 'scores', 'summary'] as const,
    missions: () => ['member', 'scores', 'missions'] as const,
    rewards: () => ['member', 'rewards'] as const,
    discountCodes: () => ['member', 'discount-codes'] as const,
    notifications: () => ['member', 'notifications'] as const,
    spinnable: (wheelId: number) => ['member', 'wheel', 'spinnable', wheelId] as const,
    commissions: () => ['member', 'commissions'] as const,
    commissionDetail: (id: number) => ['member', 'commissions', id] as const,
    payments: () => ['member', 'payments'] as const,
    bankInformation: () => ['member', 'bank-information'] as const,
    userTypes: () => ['member', 'lists', 'user-types'] as const,
    schoolTypes: () => ['member', 'lists', 'school-types'] as const,
    profileItems: (list: ProfileItemListName) => ['member', 'lists', 'profile-items', list] as const,
    pendingReviews: () => ['member', 'reviews', 'pending'] as const,
    // The operator console's reads: the member's own staff rights and what they manage.
    staff: () => ['member', 'staff'] as const,
    staffMe: () => ['member', 'staff', 'me'] as const,
    roleHolders: () => ['member', 'staff', 'roles'] as const,
    auditTrails: () => ['member', 'staff', 'audit'] as const,
    auditTrail: (query: AuditTrailQuery) => ['member', 'staff', 'audit', query] as const,
  },
  public: {
    all: () => ['public'] as const,
    pages: () => ['public', 'pages'] as const,
    page: (slug: string) => ['public', 'pages', slug] as const,
    faq: () => ['public', 'faq'] as const,
    provinces: () => ['public', 'provinces'] as const,
    wheelPrizes: () => ['public', 'wheel', 'prizes'] as const,
    rewards: () => ['public', 'rewards'] as const,
    missions: () => ['public', 'missions'] as const,
  },
} as const;
