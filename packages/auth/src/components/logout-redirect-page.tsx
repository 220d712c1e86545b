import type { SignoutResponse, UserManager } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadAuth } from '../load-auth';
import { safeReturnAddress } from '../return-address';
import { AuthLoader, authTexts } from './auth-status-view';

const callbacks = new Map<string, Promise<SignoutResponse | undefined>>();

function finishSignOut(userManager: UserManager, url: string): Promise<SignoutResponse | undefined> {
  let pending = callbacks.get(url);
  if (!pending) {
    // The provider echoes our state; processing it removes the stored sign-out request too.
    const hasState = new URL(url).searchParams.has('state');
    pending = (hasState ? userManager.signoutCallback(url) : Promise.resolve(undefined)).catch(() => undefined);
    callbacks.set(url, pending);
  }
  return pending;
}

/**
 * `/logoutredirect`: where the provider sends the browser after signing out. Makes sure nothing
 * of the session is left in this tab, then goes to the home page.
 */
export function LogoutRedirectPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [url] = useState(() => `${window.location.origin}${pathname}${search}`);

  useEffect(() => {
    let active = true;
    void (async () => {
      const { userManager } = await loadAuth();
      const response = await finishSignOut(userManager, url);
      await userManager.removeUser().catch(() => undefined);
      if (active) navigate(safeReturnAddress(response?.userState) ?? '/', { replace: true });
    })();
    return () => {
      active = false;
    };
  }, [navigate, url]);

  return <AuthLoader message={authTexts.signingOut} />;
}
