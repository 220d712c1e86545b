import { getRewards, useApiQuery, type ApiQueryResult, type Reward } from '@clorofil/api-client';

/**
 * The rewards of the home carousel. `GET /api/Rewards` is a member endpoint: asked without a
 * token it answers 401, which the API client hands to auth, which starts a sign-in. So a visitor
 * never asks (`enabled` false) and sees the reward categories instead.
 */
export function useHomeRewards(enabled: boolean): ApiQueryResult<Reward[]> {
  return useApiQuery(enabled ? 'content-home-rewards' : null, (signal) => getRewards({ signal }));
}
