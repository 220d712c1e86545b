import { resetApiClient } from '@clorofil/api-client';
import { handlers } from '@clorofil/api-client/mocks';
import { resetAuth, useMemberStore } from '@clorofil/auth';
import { notify } from '@clorofil/ui-rtl';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The club API as MSW answers it (the fixtures of @clorofil/api-client/mocks). */
export const server = setupServer(...handlers);

/** Every test talks to the mock API and starts signed out, with no toast left over. */
export function startMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetAuth();
    resetApiClient();
    useMemberStore.getState().clear();
    notify.dismiss();
  });
  afterAll(() => server.close());
}
