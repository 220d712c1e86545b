import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers } from '../mocks/index.js';
import { resetApiClient } from './configure.js';

/** The mock API every client test talks to; unhandled requests fail the test. */
export const server = setupServer(...handlers);

export function startMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetApiClient();
  });
  afterAll(() => server.close());
}
