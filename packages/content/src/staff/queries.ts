import {
  createFaq,
  getStaffMenus,
  getStaffPage,
  listStaffFaq,
  listStaffPages,
  publishPage,
  removeFaq,
  reorderFaq,
  saveFaq,
  saveMenus,
  savePageDraft,
  type BodyOf,
  type StaffFaqItem,
  type StaffPageDetail,
} from '@clorofil/api-client';
import { queryOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The console's content data, apart from every member key (a member never reads these). */
export const contentStaffKeys = {
  all: ['staff', 'content'] as const,
  pages: () => [...contentStaffKeys.all, 'pages'] as const,
  page: (slug: string) => [...contentStaffKeys.all, 'page', slug] as const,
  faq: () => [...contentStaffKeys.all, 'faq'] as const,
  menus: () => [...contentStaffKeys.all, 'menus'] as const,
};

export const contentStaffQueries = {
  pages: () =>
    queryOptions({ queryKey: contentStaffKeys.pages(), queryFn: ({ signal }) => listStaffPages({ signal }) }),
  page: (slug: string) =>
    queryOptions({ queryKey: contentStaffKeys.page(slug), queryFn: ({ signal }) => getStaffPage(slug, { signal }) }),
  faq: () => queryOptions({ queryKey: contentStaffKeys.faq(), queryFn: ({ signal }) => listStaffFaq({ signal }) }),
  menus: () => queryOptions({ queryKey: contentStaffKeys.menus(), queryFn: ({ signal }) => getStaffMenus({ signal }) }),
};

/** The server's answer is the page as it now is: kept at once, and the list read again. */
function keepPage(client: QueryClient, detail: StaffPageDetail): void {
  client.setQueryData(contentStaffKeys.page(detail.slug), detail);
  void client.invalidateQueries({ queryKey: contentStaffKeys.pages() });
}

/** A draft save and a publish; a refusal for someone else's change (409) leaves the screen as it was. */
export function usePageWrite(slug: string) {
  const client = useQueryClient();
  const onSuccess = (detail: StaffPageDetail) => keepPage(client, detail);
  return {
    save: useMutation({ mutationFn: (body: BodyOf<'savePageDraft'>) => savePageDraft(slug, body), onSuccess }),
    publish: useMutation({ mutationFn: (body: BodyOf<'publishPage'>) => publishPage(slug, body), onSuccess }),
  };
}

/**
 * Reads a page, the FAQ or the menus again after a 409: the operator sees the other person's
 * change before writing again.
 */
export function useReload(queryKey: QueryKey) {
  const client = useQueryClient();
  return () => client.refetchQueries({ queryKey });
}

/** Every FAQ write answers with the whole list in its new order. */
export function useFaqWrite() {
  const client = useQueryClient();
  const onSuccess = (list: StaffFaqItem[]) => client.setQueryData(contentStaffKeys.faq(), list);
  return {
    create: useMutation({ mutationFn: (body: BodyOf<'createFaq'>) => createFaq(body), onSuccess }),
    save: useMutation({
      mutationFn: ({ id, ...body }: BodyOf<'saveFaq'> & { id: number }) => saveFaq(id, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: ({ id, editVersion }: { id: number; editVersion: number }) => removeFaq(id, { editVersion }),
      onSuccess,
    }),
    reorder: useMutation({ mutationFn: (ids: number[]) => reorderFaq({ ids }), onSuccess }),
  };
}

/** Both menus saved at once; the answer is the menus as members now see them. */
export function useSaveMenus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'saveMenus'>) => saveMenus(body),
    onSuccess: (menus) => client.setQueryData(contentStaffKeys.menus(), menus),
  });
}
