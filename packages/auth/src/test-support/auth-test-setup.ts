import { resetApiClient } from '@clorofil/api-client';
import { afterEach } from 'vitest';
import { resetAuth } from '../create-auth';
import { useMemberStore } from '../member/member-store';
import { useSessionStore } from '../session/session-store';

/** Every test starts without a UserManager, member or API configuration left by the last one. */
export function resetAuthBetweenTests(): void {
  afterEach(() => {
    resetAuth();
    resetApiClient();
    useMemberStore.getState().clear();
    useSessionStore.setState({ resuming: true });
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}
