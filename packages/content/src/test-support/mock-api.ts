import { resetApiClient } from '@clorofil/api-client';
import { handlers } from '@clorofil/api-client/mocks';
import { resetAuth, useMemberStore, useSessionStore } from '@clorofil/auth';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The club API answering with api-client's fixtures; a request nobody answers fails the test. */
export const server = setupServer(...handlers);

/** The API paths requested since the test began (to prove what was, or was not, asked). */
export const requested: string[] = [];
server.events.on('request:start', ({ request }) => {
  requested.push(decodeURIComponent(new URL(request.url).pathname));
});

/** Starts the mock API and leaves no auth, member or client state behind between tests. */
export function startMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requested.length = 0;
    resetAuth();
    resetApiClient();
    useMemberStore.getState().clear();
    useSessionStore.setState({ resuming: true });
  });
  afterAll(() => server.close());
}
