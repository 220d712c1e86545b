import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from '../api-error.js';

// Every rejection of the client is an ApiError; typing it once spares each screen a cast.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/** How long an answer counts as fresh: a page change within it does not ask again. */
export const DEFAULT_STALE_MS = 30_000;
const MAX_RETRIES = 2;

/**
 * Whether a failed read is worth asking again: a lost connection or a 5xx may pass, while a
 * 4xx (the server's considered answer), a cancelled call or a body that breaks the contract
 * would only fail the same way.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status >= 500;
}

/** The app's QueryClient: its defaults are the product's, the shell makes exactly one. */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: DEFAULT_STALE_MS,
        retry: shouldRetry,
        // A tab brought back to the front would otherwise refetch every screen at once.
        refetchOnWindowFocus: false,
        // A read that failed is asked again by the route's loader on the next visit and by the
        // page's «تلاش دوباره»; a page mounting right after its loader's read failed would only
        // ask the same question again at once.
        retryOnMount: false,
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}
