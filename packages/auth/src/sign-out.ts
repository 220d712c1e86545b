import { notify } from '@clorofil/ui-rtl';
import type { UserManager } from 'oidc-client-ts';
import { authMessages } from './errors/auth-error-message';
import type { SessionChannel } from './session/session-channel';
import { useSessionStore } from './session/session-store';

/**
 * SPEC §4 sign-out: the refresh token is revoked, the local user and stale sign-in state are
 * removed (tabs of the same session forget it too), then the provider ends its session with the
 * ID token hint and sends the browser to /logoutredirect (so on success the promise never settles:
 * the page is left). Resolves false, after a toast, when the provider could not be reached; the
 * member is signed out locally either way.
 */
export async function signOutWith(userManager: UserManager, channel: SessionChannel, returnTo = '/'): Promise<boolean> {
  useSessionStore.setState({ signingOut: true });
  const user = await userManager.getUser();
  if (user) channel.announceSignedOut(user);
  if (user?.refresh_token) {
    await userManager.revokeTokens(['refresh_token']).catch(() => undefined);
  }
  await userManager.removeUser();
  await userManager.clearStaleState().catch(() => undefined);
  try {
    await userManager.signoutRedirect({
      ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
      state: returnTo,
    });
    return true;
  } catch {
    useSessionStore.setState({ signingOut: false });
    notify.error(authMessages.signOutFailed);
    return false;
  }
}
