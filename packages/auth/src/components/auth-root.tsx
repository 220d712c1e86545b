import { queryKeys } from '@clorofil/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import type { AuthConfig } from '../config';
import { createAuth, type AuthHolder, type CreateAuthOptions } from '../create-auth';

export type AuthRootProps = {
  /** The runtime configuration (`/config.json`): authority, clientId, scope, apiBaseUrl. */
  config: AuthConfig;
  children: ReactNode;
  /** Test and story seams; the app passes none. */
  options?: CreateAuthOptions;
};

/**
 * Forgets every member query when the session ends (sign-out here or in a sibling tab, a
 * refused renewal) or another account signs in, so no personal data stays in memory and the
 * next member never sees the last one's balance.
 */
function MemberQueriesReset({ auth }: { auth: AuthHolder }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { events } = auth.userManager;
    let sub: string | undefined;
    const forget = () => {
      queryClient.removeQueries({ queryKey: queryKeys.member.all() });
      // Finished mutations keep what they answered (a purchase's discount code, a saved profile).
      queryClient.getMutationCache().clear();
    };
    const offUnloaded = events.addUserUnloaded(() => {
      sub = undefined;
      forget();
    });
    const offLoaded = events.addUserLoaded((user) => {
      if (sub !== undefined && sub !== user.profile.sub) forget();
      sub = user.profile.sub;
    });
    return () => {
      offUnloaded();
      offLoaded();
    };
  }, [auth, queryClient]);
  return null;
}

/**
 * Everything sign-in for the shell, once, around the router: the UserManager (created outside
 * React on first render), react-oidc-context, the API client's token and 401 handling, silent
 * renewal with its notices, and the end of the member's cached data at sign-out. Needs the
 * app's QueryClientProvider above it.
 */
export function AuthRoot({ config, children, options }: AuthRootProps) {
  const [auth] = useState(() => createAuth(config, options));
  return (
    // /login finishes the sign-in itself (once, even under StrictMode), so the provider skips it.
    <AuthProvider userManager={auth.userManager} skipSigninCallback>
      <MemberQueriesReset auth={auth} />
      {children}
    </AuthProvider>
  );
}
