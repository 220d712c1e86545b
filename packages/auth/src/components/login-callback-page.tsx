import type { User, UserManager } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CALLBACK_PATH } from '../config';
import { loadAuth } from '../load-auth';
import { authErrorMessage, authMessages } from '../errors/auth-error-message';
import { CLUB_HOME, PUBLIC_HOME, readSignInState } from '../return-address';
import { AuthErrorView, AuthLoader } from './auth-status-view';

// An authorization code works once. React StrictMode runs effects twice and a remount may run
// them again, so the exchange is remembered per callback URL and every run awaits the same one.
const callbacks = new Map<string, Promise<User | undefined>>();

export function finishSignIn(userManager: UserManager, url: string): Promise<User | undefined> {
  let pending = callbacks.get(url);
  if (!pending) {
    pending = userManager.signinCallback(url);
    callbacks.set(url, pending);
  }
  return pending;
}

function carriesAuthResponse(url: string): boolean {
  const params = new URL(url).searchParams;
  return Boolean((params.get('code') || params.get('error')) && params.get('state'));
}

type Failure = { message: string; returnTo: string };

/** The provider's answer when the member pressed «انصراف و بازگشت» (OAuth `access_denied`). */
function isCancelled(error: unknown): boolean {
  return (error as { error?: unknown } | null)?.error === 'access_denied';
}

/**
 * `/login`: finishes the sign-in, replaces the address (the code never stays in history) and
 * goes to the saved return address or the club home. A member who cancelled at the provider is
 * taken back, signed out and without a word, to the page the sign-in started from: cancelling is
 * a choice, not a failure. On any other failure the address is cleaned and the member reads what
 * happened in Persian, with «ورود دوباره».
 */
export function LoginCallbackPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // The address as first rendered: cleaning it below must not restart the exchange.
  const [startUrl] = useState(() => `${window.location.origin}${location.pathname}${location.search}${location.hash}`);
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    let active = true;
    const finish = (userManager: UserManager) => {
      if (!active) return;
      if (!carriesAuthResponse(startUrl)) {
        // Opened directly (a bookmark, a reload after an error): nothing to finish.
        void userManager.getUser().then((user) => {
          if (!active) return;
          if (user && !user.expired) navigate(CLUB_HOME, { replace: true });
          else setFailure({ message: authMessages.staleState, returnTo: CLUB_HOME });
        });
        return;
      }
      finishSignIn(userManager, startUrl).then(
        (user) => {
          if (active) navigate(readSignInState(user?.state).returnTo ?? CLUB_HOME, { replace: true });
        },
        (error: unknown) => {
          if (!active) return;
          const saved = readSignInState((error as { state?: unknown } | null)?.state);
          if (isCancelled(error) && saved.keepSession) {
            // A cancelled step-up: the session it would have refreshed stays as it was.
            navigate(saved.cancelTo ?? CLUB_HOME, { replace: true });
            return;
          }
          if (isCancelled(error)) {
            // Nothing of a session may outlive a cancelled sign-in.
            void userManager
              .removeUser()
              .catch(() => undefined)
              .then(() => {
                if (active) navigate(saved.cancelTo ?? PUBLIC_HOME, { replace: true });
              });
            return;
          }
          navigate(CALLBACK_PATH, { replace: true });
          setFailure({ message: authErrorMessage(error), returnTo: saved.returnTo ?? CLUB_HOME });
        },
      );
    };
    loadAuth().then(
      ({ userManager }) => finish(userManager),
      (error: unknown) => {
        if (active) setFailure({ message: authErrorMessage(error), returnTo: CLUB_HOME });
      },
    );
    return () => {
      active = false;
    };
  }, [navigate, startUrl]);

  if (failure) {
    return (
      <AuthErrorView
        message={failure.message}
        onAction={() =>
          void loadAuth()
            .then((auth) => auth.signIn(failure.returnTo))
            .catch(() => undefined)
        }
      />
    );
  }
  return <AuthLoader />;
}
