import { useEffect, useState, type ReactNode } from 'react';
import { AuthProvider, useAuth } from 'react-oidc-context';
import type { AuthConfig } from '../config';
import { createAuth, type CreateAuthOptions } from '../create-auth';
import { useMemberStore } from '../member/member-store';

export type AuthRootProps = {
  /** The runtime configuration (`/config.json`): authority, clientId, scope, apiBaseUrl. */
  config: AuthConfig;
  children: ReactNode;
  /** Test and story seams; the app passes none. */
  options?: CreateAuthOptions;
};

/** Loads the member's profile once per signed-in account. */
function MemberProfileLoader() {
  const auth = useAuth();
  const sub = auth.isAuthenticated ? auth.user?.profile.sub : undefined;
  const refreshProfile = useMemberStore((state) => state.refreshProfile);
  useEffect(() => {
    if (sub) void refreshProfile();
  }, [sub, refreshProfile]);
  return null;
}

/**
 * Everything sign-in for the shell, once, around the router: the UserManager (created outside
 * React on first render), react-oidc-context, the API client's token and 401 handling, silent
 * renewal with its notices, and the member's profile.
 */
export function AuthRoot({ config, children, options }: AuthRootProps) {
  const [auth] = useState(() => createAuth(config, options));
  return (
    // /login finishes the sign-in itself (once, even under StrictMode), so the provider skips it.
    <AuthProvider userManager={auth.userManager} skipSigninCallback>
      <MemberProfileLoader />
      {children}
    </AuthProvider>
  );
}
