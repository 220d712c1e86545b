import {
  endMemberSessions,
  explainOrder,
  findMembers,
  getMemberCare,
  getMemberLedger,
  getMemberSessions,
  type BodyOf,
} from '@clorofil/api-client';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** Member care's reads, apart from every member key (a member never reads these). */
export const memberCareKeys = {
  all: ['staff', 'member-care'] as const,
  search: (q: string) => [...memberCareKeys.all, 'search', q] as const,
  member: (id: number) => [...memberCareKeys.all, 'member', id] as const,
  ledger: (id: number, page: number) => [...memberCareKeys.member(id), 'ledger', page] as const,
  sessions: (id: number) => [...memberCareKeys.member(id), 'sessions'] as const,
  order: (id: number, orderId: string) => [...memberCareKeys.member(id), 'order', orderId] as const,
};

// Support reads what the member sees right now: a page opened during a call is never 30 s old.
const fresh = { staleTime: 0 } as const;

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
  ledger: (id: number, page: number) =>
    queryOptions({
      queryKey: memberCareKeys.ledger(id, page),
      queryFn: ({ signal }) => getMemberLedger(id, page, { signal }),
      placeholderData: keepPreviousData,
      ...fresh,
    }),
  order: (id: number, orderId: string) =>
    queryOptions({
      queryKey: memberCareKeys.order(id, orderId),
      queryFn: ({ signal }) => explainOrder(id, orderId, { signal }),
      ...fresh,
      enabled: orderId !== '',
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
