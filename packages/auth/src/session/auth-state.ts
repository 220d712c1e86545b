import { createContext, useContext } from 'react';
import type { AuthContextProps } from 'react-oidc-context';
import { loadAuth } from '../load-auth';

/**
 * What screens read about the session: react-oidc-context's state, the parts this product uses.
 * It is our own context so that a visitor's pages never load oidc-client-ts: AuthRoot fills it
 * from react-oidc-context only once a session exists (see `auth-root.tsx`).
 */
export type AuthState = Pick<
  AuthContextProps,
  'user' | 'isLoading' | 'isAuthenticated' | 'activeNavigator' | 'error' | 'signinRedirect'
>;

// Loads the library first; used until a session exists (a visitor's sign-in button).
const signinRedirect: AuthState['signinRedirect'] = async (args) => {
  const auth = await loadAuth();
  await auth.userManager.signinRedirect(args);
};

/** Before the stored session has been looked at: the same on the server and in the browser. */
export const startingAuthState: AuthState = {
  user: undefined,
  isLoading: true,
  isAuthenticated: false,
  activeNavigator: undefined,
  error: undefined,
  signinRedirect,
};

/** Nobody is signed in in this tab and no sign-in is under way. */
export const visitorAuthState: AuthState = { ...startingAuthState, user: null, isLoading: false };

export const AuthStateContext = createContext<AuthState>(startingAuthState);

/** The session as screens see it (who is signed in, whether auth is still loading). */
export function useAuth(): AuthState {
  return useContext(AuthStateContext);
}
