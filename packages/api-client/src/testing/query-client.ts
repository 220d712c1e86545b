import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../client/query/query-client.js';

/**
 * A QueryClient for one test or story: the product's defaults without retries (a failure shows
 * at once) and nothing cached from the test before.
 */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}
