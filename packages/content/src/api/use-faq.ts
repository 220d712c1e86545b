import { apiQueries } from '@clorofil/api-client';
import { useQuery } from '@tanstack/react-query';

export function useFaq() {
  return useQuery(apiQueries.faq());
}
