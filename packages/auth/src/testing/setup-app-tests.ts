import { resetApiClient } from '@clorofil/api-client';
import { startMockApi } from '@clorofil/api-client/testing';
import { notify } from '@clorofil/ui-rtl';
import { afterEach } from 'vitest';
import { resetAuth } from '../create-auth';
import { useSessionStore } from '../session/session-store';

/**
 * Every test starts without a UserManager, API configuration, session flags, toasts or web
 * storage left by the last one. For tests that talk to a real identity provider instead of MSW.
 */
export function resetAuthAfterEach(): void {
  afterEach(() => {
    resetAuth();
    resetApiClient();
    useSessionStore.setState({ resuming: true, signingOut: false });
    notify.dismiss();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}

/** The mock API (reset per test) and a clean auth state between tests: one call per test file. */
export function setupAppTests(): void {
  startMockApi();
  resetAuthAfterEach();
}
