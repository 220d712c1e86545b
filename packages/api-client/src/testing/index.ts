import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetApiClient } from '../client/configure.js';
import { handlers } from '../mocks/handlers.js';
import { actAs } from '../mocks/member-session.js';

export * from './shared.js';

/**
 * The club API for Vitest: every endpoint answering with the fixtures. Override per test with
 * `mockApi.use(errorResponse('getRewards', 500))`; overrides end with the test.
 */
export const mockApi = setupServer(...handlers);

const requested: string[] = [];
const logRequest = ({ request }: { request: Request }) => {
  requested.push(decodeURIComponent(new URL(request.url).pathname));
};

/** The API paths asked since the test began, to prove what was (or was not) requested. */
export function requestedPaths(): readonly string[] {
  return [...requested];
}

let started = false;

/**
 * Starts the mock API for this test file. A request nobody answers fails the test; after each
 * test the overrides, the persona, the request log and the client's configuration are reset.
 */
export function startMockApi(): void {
  if (started) return;
  started = true;
  beforeAll(() => mockApi.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    mockApi.events.on('request:start', logRequest);
  });
  afterEach(() => {
    mockApi.events.removeListener('request:start', logRequest);
    mockApi.resetHandlers();
    actAs(null);
    requested.length = 0;
    resetApiClient();
  });
  afterAll(() => {
    mockApi.close();
    started = false;
  });
}
