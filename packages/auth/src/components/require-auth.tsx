import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useAuth } from 'react-oidc-context';
import { Outlet, useLocation } from 'react-router';
import { getAuth } from '../create-auth';
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
  const target = currentAddress(location);
  const mustSignIn =
    !auth.isAuthenticated && !auth.isLoading && !auth.activeNavigator && !auth.error && !resuming && !signingOut;
  const { signinRedirect } = auth;

  useEffect(() => {
    if (mustSignIn)
      void getAuth()
        .signIn(target, signinRedirect)
        .catch(() => undefined);
  }, [mustSignIn, target, signinRedirect]);

  if (signingOut) return <AuthLoader message={authTexts.signingOut} />;
  if (auth.isAuthenticated) return children ?? <Outlet />;
  if (auth.error && !auth.isLoading && !auth.activeNavigator) {
    return (
      <AuthErrorView
        message={authErrorMessage(auth.error)}
        actionLabel={authTexts.tryAgain}
        onAction={() =>
          void getAuth()
            .signIn(target, signinRedirect)
            .catch(() => undefined)
        }
      />
    );
  }
  return <AuthLoader />;
}
