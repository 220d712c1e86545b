import { resetApiClient } from '@clorofil/api-client';
import { startMockApi } from '@clorofil/api-client/testing';
import { settleToasts } from '@clorofil/ui-rtl/testing';
import { afterEach } from 'vitest';
import { resetAuth } from '../create-auth';
import { settleRouters } from './render-with-app';
import { useSessionStore } from '../session/session-store';

/**
 * Every test starts without a UserManager, API configuration, session flags, toasts or web
 * storage left by the last one, and ends only once its pages have loaded and its toasts have left.
 * For tests that talk to a real identity provider instead of MSW.
 */
export function resetAuthAfterEach(): void {
  afterEach(async () => {
    await settleRouters();
    await settleToasts();
    resetAuth();
    resetApiClient();
    useSessionStore.setState({ resuming: true, signingOut: false });
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}

/** The mock API (reset per test) and a clean auth state between tests: one call per test file. */
export function setupAppTests(): void {
  startMockApi();
  resetAuthAfterEach();
}
