import type { ReactNode } from 'react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { loadAuth } from '../load-auth';
import { useAuth } from '../session/auth-state';
import { authErrorMessage } from '../errors/auth-error-message';
import { currentAddress } from '../return-address';
import { useSessionStore } from '../session/session-store';
import { AuthErrorView, AuthLoader, authTexts } from './auth-status-view';

export type RequireAuthProps = {
  /** The protected content; without it the nested routes (`<Outlet />`) are rendered. */
  children?: ReactNode;
};

/**
 * Shows its content to a signed-in member. Anyone else is sent to the provider's sign-in page
 * with the full address (path, query, fragment) as state, seeing «لطفاً چند لحظه صبر کنید…»
 * meanwhile. Never redirects while auth is loading, a stored session is being resumed or a
 * sign-in is already under way; a failed sign-in start shows its reason with «تلاش دوباره».
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const auth = useAuth();
  const location = useLocation();
  const resuming = useSessionStore((state) => state.resuming);
  const signingOut = useSessionStore((state) => state.signingOut);
  // A visitor's sign-in starts before react-oidc-context is loaded, so its failure lands here.
  const [failure, setFailure] = useState<unknown>(undefined);
  const target = currentAddress(location);
  const error = auth.error ?? failure;
  const mustSignIn =
    !auth.isAuthenticated && !auth.isLoading && !auth.activeNavigator && !error && !resuming && !signingOut;
  const { signinRedirect } = auth;
  // The member's area appears once auth has read the stored session: the whole layout and page in
  // one render, the biggest of a member's start-up, and auth's store re-renders synchronously (one
  // long task on a phone, bench/web/profile.mjs). Deferred, React renders it as a transition, in
  // slices of a few milliseconds, right after the loader's update. Leaving is never deferred.
  const showContent = useDeferredValue(auth.isAuthenticated);
  const content = useMemo(() => children ?? <Outlet />, [children]);

  const signIn = useCallback(() => {
    setFailure(undefined);
    loadAuth()
      .then((holder) => holder.signIn(target, signinRedirect))
      .catch((reason: unknown) => setFailure(reason ?? new Error('sign-in failed')));
  }, [target, signinRedirect]);

  useEffect(() => {
    if (mustSignIn) signIn();
  }, [mustSignIn, signIn]);

  if (signingOut) return <AuthLoader message={authTexts.signingOut} />;
  if (auth.isAuthenticated) return showContent ? content : <AuthLoader />;
  if (error && !auth.isLoading && !auth.activeNavigator) {
    return <AuthErrorView message={authErrorMessage(error)} actionLabel={authTexts.tryAgain} onAction={signIn} />;
  }
  return <AuthLoader />;
}
