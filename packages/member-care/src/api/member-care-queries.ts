import {
  approveAdjustment,
  endMemberSessions,
  explainOrder,
  findMembers,
  getMemberCare,
  getMemberLedger,
  getMemberNotifications,
  getMemberSessions,
  getMemberSpins,
  listAdjustments,
  markCodeFaulty,
  rejectAdjustment,
  resendCode,
  requestAdjustment,
  viewBankInformation,
  type AdjustmentStatus,
  type BodyOf,
} from '@clorofil/api-client';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** Member care's reads, apart from every member key (a member never reads these). */
export const memberCareKeys = {
  all: ['staff', 'member-care'] as const,
  search: (q: string) => [...memberCareKeys.all, 'search', q] as const,
  member: (id: number) => [...memberCareKeys.all, 'member', id] as const,
  list: (id: number, list: string, page: number) => [...memberCareKeys.member(id), list, page] as const,
  sessions: (id: number) => [...memberCareKeys.member(id), 'sessions'] as const,
  order: (id: number, orderId: string) => [...memberCareKeys.member(id), 'order', orderId] as const,
  adjustments: (status: AdjustmentStatus) => [...memberCareKeys.all, 'adjustments', status] as const,
};

// Support reads what the member sees right now: a page opened during a call is never 30 s old.
const fresh = { staleTime: 0 } as const;

/** A page of one of the member's lists; the page shown stays until the next one arrives. */
function listPage<Page>(
  id: number,
  list: string,
  page: number,
  read: (id: number, page: number, options: { signal: AbortSignal }) => Promise<Page>,
) {
  return queryOptions({
    queryKey: memberCareKeys.list(id, list, page),
    queryFn: ({ signal }) => read(id, page, { signal }),
    placeholderData: keepPreviousData,
    ...fresh,
  });
}

export const memberCareQueries = {
  search: (q: string) =>
    queryOptions({
      queryKey: memberCareKeys.search(q),
      queryFn: ({ signal }) => findMembers(q, { signal }),
      ...fresh,
      enabled: q !== '',
    }),
  member: (id: number) =>
    queryOptions({
      queryKey: memberCareKeys.member(id),
      queryFn: ({ signal }) => getMemberCare(id, { signal }),
      ...fresh,
    }),
  ledger: (id: number, page: number) => listPage(id, 'ledger', page, getMemberLedger),
  spins: (id: number, page: number) => listPage(id, 'spins', page, getMemberSpins),
  notifications: (id: number, page: number) => listPage(id, 'notifications', page, getMemberNotifications),
  order: (id: number, orderId: string) =>
    queryOptions({
      queryKey: memberCareKeys.order(id, orderId),
      queryFn: ({ signal }) => explainOrder(id, orderId, { signal }),
      ...fresh,
      enabled: orderId !== '',
    }),
  adjustments: (status: AdjustmentStatus) =>
    queryOptions({
      queryKey: memberCareKeys.adjustments(status),
      queryFn: ({ signal }) => listAdjustments({ status }, { signal }),
      ...fresh,
    }),
  sessions: (id: number) =>
    queryOptions({
      queryKey: memberCareKeys.sessions(id),
      queryFn: ({ signal }) => getMemberSessions(id, { signal }),
      ...fresh,
    }),
};

/** Ends every sign-in session of the member; the list is read again (empty) afterwards. */
export function useEndSessions(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'endMemberSessions'>) => endMemberSessions(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: memberCareKeys.sessions(id) }),
  });
}

/** An adjustment asked for: the member's page (balance, ledger, adjustments) is read again. */
export function useRequestAdjustment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'requestAdjustment'>) => requestAdjustment(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: memberCareKeys.member(id) }),
  });
}

/** A finance decision; every list of adjustments and the member's page are read again. */
export function useDecideAdjustment() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: memberCareKeys.all });
  return {
    approve: useMutation({
      mutationFn: ({ id, note }: { id: number; note?: string }) => approveAdjustment(id, note ? { note } : {}),
      onSettled,
    }),
    reject: useMutation({
      mutationFn: ({ id, note }: { id: number; note: string }) => rejectAdjustment(id, { note }),
      onSettled,
    }),
  };
}

/** Re-sending a code's text changes nothing on the page; marking it faulty changes the balance too. */
export function useCodeActions(id: number) {
  const client = useQueryClient();
  return {
    resend: useMutation({ mutationFn: (codeId: number) => resendCode(id, codeId) }),
    faulty: useMutation({
      mutationFn: ({ codeId, reason }: { codeId: number; reason: string }) => markCodeFaulty(id, codeId, { reason }),
      onSettled: () => client.invalidateQueries({ queryKey: memberCareKeys.member(id) }),
    }),
  };
}

/**
 * Finance's reading of a partner's bank details in full: a mutation (the API writes each reading
 * down), never cached — the numbers live in the component that asked and go with it.
 */
export function useViewBankInformation(id: number) {
  return useMutation({ mutationFn: () => viewBankInformation(id), gcTime: 0 });
}
