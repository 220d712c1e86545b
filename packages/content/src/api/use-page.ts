import { apiQueries } from '@clorofil/api-client';
import { useQuery } from '@tanstack/react-query';

/** One content page by its (decoded) slug; a new slug loads again and cancels the old request. */
export function usePage(slug: string) {
  return useQuery(apiQueries.page(slug));
}
