import { apiQueries } from '@clorofil/api-client';
import { useQuery } from '@tanstack/react-query';

/** The catalogue with this member's counts; the list and every detail page share one cache entry. */
export function useRewards() {
  return useQuery(apiQueries.rewards());
}
