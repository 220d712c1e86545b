import {
  createReward,
  duplicateReward,
  getStaffReward,
  listStaffRewards,
  publishReward,
  retireReward,
  saveRewardDraft,
  setRewardStock,
  uploadRewardCodes,
  uploadRewardImage,
  type BodyOf,
  type StaffRewardDetail,
} from '@clorofil/api-client';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The console's catalogue data, apart from every member key (a member never reads these). */
export const catalogueKeys = {
  all: ['staff', 'rewards'] as const,
  list: () => [...catalogueKeys.all, 'list'] as const,
  detail: (id: number) => [...catalogueKeys.all, 'detail', id] as const,
};

export const catalogueQueries = {
  // The filters are applied in the table from the address; the API sends every reward once.
  list: () =>
    queryOptions({ queryKey: catalogueKeys.list(), queryFn: ({ signal }) => listStaffRewards({}, { signal }) }),
  detail: (id: number) =>
    queryOptions({ queryKey: catalogueKeys.detail(id), queryFn: ({ signal }) => getStaffReward(id, { signal }) }),
};

/** The server's answer is the reward as it now is: kept at once, and the list read again. */
function keep(client: QueryClient, detail: StaffRewardDetail): void {
  client.setQueryData(catalogueKeys.detail(detail.id), detail);
  void client.invalidateQueries({ queryKey: catalogueKeys.list() });
}

export function useCreateReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createReward'>) => createReward(body),
    onSuccess: (detail) => keep(client, detail),
  });
}

/** Writes that answer with the reward: a draft save, publish, retire, stock, duplicate. */
export function useRewardWrite(id: number) {
  const client = useQueryClient();
  const onSuccess = (detail: StaffRewardDetail) => keep(client, detail);
  // A refusal for someone else's change (409) leaves the screen as it was: the operator reloads
  // on purpose, and sees the other change before writing again.
  return {
    save: useMutation({ mutationFn: (body: BodyOf<'saveRewardDraft'>) => saveRewardDraft(id, body), onSuccess }),
    publish: useMutation({ mutationFn: (body: BodyOf<'publishReward'>) => publishReward(id, body), onSuccess }),
    retire: useMutation({ mutationFn: (body: BodyOf<'retireReward'>) => retireReward(id, body), onSuccess }),
    stock: useMutation({ mutationFn: (body: BodyOf<'setRewardStock'>) => setRewardStock(id, body), onSuccess }),
    duplicate: useMutation({ mutationFn: () => duplicateReward(id), onSuccess }),
    codes: useMutation({
      mutationFn: (text: string) => uploadRewardCodes(id, text),
      onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
    }),
  };
}

export function useUploadRewardImage() {
  return useMutation({ mutationFn: (body: BodyOf<'uploadRewardImage'>) => uploadRewardImage(body) });
}

/** Reloads the reward after a 409: the operator sees the other person's change. */
export function useReloadReward(id: number) {
  const client = useQueryClient();
  return () => client.refetchQueries({ queryKey: catalogueKeys.detail(id) });
}
