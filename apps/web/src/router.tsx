import type { QueryClient } from '@tanstack/react-query';
import { features } from './features';
import type { RouteReadsOptions } from './routes/route-reads';
import { createRoutes } from './routes/route-table';

/** The app's route table, whose loaders read each page's data into `queryClient`. */
export function appRoutes(queryClient: QueryClient, options: Omit<RouteReadsOptions, 'queryClient'> = {}) {
  return createRoutes(features, { ...options, queryClient });
}

/** The same addresses without loaders, for telling which route an address is (web vitals). */
export const routePatterns = createRoutes(features);
