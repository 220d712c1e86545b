import {
  countCampaignAudience,
  createCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
  withdrawCampaign,
  type BodyOf,
  type CampaignDetail,
  type CampaignQuery,
} from '@clorofil/api-client';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The console's notifications, apart from every member key (a member never reads these). */
export const campaignKeys = {
  all: ['staff', 'notifications'] as const,
  lists: () => [...campaignKeys.all, 'list'] as const,
  list: (query: CampaignQuery) => [...campaignKeys.lists(), query] as const,
  detail: (id: number) => [...campaignKeys.all, 'detail', id] as const,
  reach: (audience: string, mobiles: string) => [...campaignKeys.all, 'reach', audience, mobiles] as const,
};

export const campaignQueries = {
  // One page of the list, as the table's address asks for it: the API filters, sorts and pages.
  list: (query: CampaignQuery) =>
    queryOptions({
      queryKey: campaignKeys.list(query),
      queryFn: ({ signal }) => listCampaigns(query, { signal }),
      // The page on screen stays while the next one is read, so the table does not flash empty.
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: campaignKeys.detail(id), queryFn: ({ signal }) => getCampaign(id, { signal }) }),
  reach: (body: BodyOf<'countCampaignAudience'>) =>
    queryOptions({
      queryKey: campaignKeys.reach(body.audience, body.mobiles),
      queryFn: ({ signal }) => countCampaignAudience(body, { signal }),
      // Members join all day; a count a minute old is still the count to decide by.
      staleTime: 60_000,
    }),
};

/** The server's answer is the campaign as it now is: kept at once, and the list read again. */
function keep(client: QueryClient, detail: CampaignDetail): void {
  client.setQueryData(campaignKeys.detail(detail.id), detail);
  void client.invalidateQueries({ queryKey: campaignKeys.lists() });
}

export function useCreateCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createCampaign'>) => createCampaign(body),
    onSuccess: (detail) => keep(client, detail),
  });
}

export function useCampaignWrite(id: number) {
  const client = useQueryClient();
  const onSuccess = (detail: CampaignDetail) => keep(client, detail);
  return {
    update: useMutation({ mutationFn: (body: BodyOf<'updateCampaign'>) => updateCampaign(id, body), onSuccess }),
    withdraw: useMutation({ mutationFn: (body: BodyOf<'withdrawCampaign'>) => withdrawCampaign(id, body), onSuccess }),
    reload: () => client.refetchQueries({ queryKey: campaignKeys.detail(id) }),
  };
}
