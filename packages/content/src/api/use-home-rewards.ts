import { apiQueries } from '@clorofil/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The rewards of the home carousel. `GET /api/Rewards` is a member endpoint: asked without a
 * token it answers 401, which the API client hands to auth, which starts a sign-in. So a visitor
 * never asks (`enabled` false) and sees the reward categories instead. Shares its cache with the
 * rewards screen, so a purchase there refreshes the carousel too.
 */
export function useHomeRewards(enabled: boolean) {
  return useQuery({ ...apiQueries.rewards(), enabled });
}
