// Loaded only when a session exists (or on the provider's return addresses): everything that
// needs oidc-client-ts and react-oidc-context at run time.
import { queryKeys } from '@clorofil/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AuthProvider, useAuth as useOidcAuth } from 'react-oidc-context';
import type { AuthConfig } from '../config';
import { createAuth, type AuthHolder, type CreateAuthOptions } from '../create-auth';
import type { AuthState } from '../session/auth-state';

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

function Report({ onChange }: { onChange: (state: AuthState) => void }) {
  const state = useOidcAuth();
  useEffect(() => onChange(state), [state, onChange]);
  return null;
}

export type LiveAuthProps = {
  config: AuthConfig;
  options?: CreateAuthOptions | undefined;
  onChange: (state: AuthState) => void;
};

/**
 * The UserManager (made once, outside React), react-oidc-context, the API client's token and 401
 * handling, silent renewal with its notices, and the end of the member's cached data at sign-out.
 * It renders nothing of the page: AuthRoot passes the state it reports to the screens, so the
 * page below is never mounted again when this arrives.
 */
export default function LiveAuth({ config, options, onChange }: LiveAuthProps) {
  const [auth] = useState(() => createAuth(config, options));
  return (
    // /login finishes the sign-in itself (once, even under StrictMode), so the provider skips it.
    <AuthProvider userManager={auth.userManager} skipSigninCallback>
      <MemberQueriesReset auth={auth} />
      <Report onChange={onChange} />
    </AuthProvider>
  );
}
