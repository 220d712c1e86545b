import { errorResponse, fixtures, pendingResponse, respondWith } from '@clorofil/api-client/mocks';

const rollbackable = fixtures.auditTrail.items.map((entry, index) =>
  index === 0
    ? {
        ...entry,
        kind: 'reward.publish',
        subject: '12',
        before: { title: 'کتاب صوتی', price: 400, stock: 20 },
        after: { title: 'کتاب صوتی', price: 350, stock: 20 },
        reason: 'تخفیف پایان فصل',
        canRollBack: true,
      }
    : entry,
);

/** The API states of the console's stories and tests, on top of the default handlers. */
export const staffHandlers = {
  holdersLoading: [pendingResponse('getRoleHolders')],
  holdersFailing: [errorResponse('getRoleHolders', 500)],
  holdersEmpty: [respondWith('getRoleHolders', [])],
  auditLoading: [pendingResponse('getAuditTrail')],
  auditFailing: [errorResponse('getAuditTrail', 500)],
  auditEmpty: [respondWith('getAuditTrail', { items: [], total: 0, page: 1, pageSize: 50 })],
  auditWithRollback: [respondWith('getAuditTrail', { ...fixtures.auditTrail, items: rollbackable })],
};
