import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, mockApi, mockPath, startMockApi } from '../../testing/index.js';
import type { BrowserEndpointName } from '../request.js';
import { apiQueries } from './queries.js';

startMockApi();

// Every query, with arguments where it takes some.
const args: Partial<Record<keyof typeof apiQueries, unknown[]>> = {
  spinnable: [1],
  commissionDetail: [1],
  profileItems: ['school_grades'],
  auditTrail: [{}],
  page: ['about'],
};
const queries = Object.entries(apiQueries).map(([name, make]) => ({
  name,
  options: (make as (...values: unknown[]) => ReturnType<typeof apiQueries.rewards>)(
    ...(args[name as keyof typeof apiQueries] ?? []),
  ),
}));

describe('apiQueries', () => {
  it('names in its meta the endpoint each query calls (what a route loader downloads ahead)', async () => {
    expect(queries.length).toBeGreaterThan(20);
    for (const { name, options } of queries) {
      const endpoint = (options.meta as { endpoint?: BrowserEndpointName } | undefined)?.endpoint;
      expect(endpoint, name).toBeDefined();
      let asked = false;
      // Only notes the call; the mock API's own handler answers it.
      mockApi.use(
        http.all(mockPath(endpoint!), () => {
          asked = true;
        }),
      );
      await createTestQueryClient()
        .fetchQuery(options)
        .catch(() => undefined);
      expect(asked, `${name} calls ${endpoint}`).toBe(true);
    }
  });
});
