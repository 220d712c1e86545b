import { apiQueries } from '@clorofil/api-client';
import { useQuery } from '@tanstack/react-query';

/** The member's codes. A purchase invalidates this query, so a new code shows without a reload. */
export function useDiscountCodes() {
  return useQuery(apiQueries.discountCodes());
}
