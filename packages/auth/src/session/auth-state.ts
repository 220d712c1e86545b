import { createContext, useContext, useSyncExternalStore } from 'react';
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

/**
 * The session state of one AuthRoot, as a small store rather than a context value: a change (the
 * visitor state right after the first render, a member restored) reaches only the components
 * that read it. A changing context value would also reach every part of a server-rendered page
 * that React has not hydrated yet and make it hydrate at once, in one long task, instead of in
 * slices (apps/web/src/boot.tsx).
 */
export type AuthStateStore = {
  get: () => AuthState;
  set: (state: AuthState) => void;
  subscribe: (onChange: () => void) => () => void;
};

export function createAuthStateStore(initial: AuthState = startingAuthState): AuthStateStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (state) => {
      if (state === current) return;
      current = state;
      for (const listener of listeners) listener();
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

export const AuthStateContext = createContext<AuthStateStore>(createAuthStateStore());

// What the server rendered: it never has a session (see startingAuthState).
const serverSnapshot = () => startingAuthState;

/** The session as screens see it (who is signed in, whether auth is still loading). */
export function useAuth(): AuthState {
  const store = useContext(AuthStateContext);
  return useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
}

/**
 * One value of the session (`(state) => state.isAuthenticated`), read so that the component renders
 * again only when that value changes: a visitor's page is not re-rendered when auth finishes
 * looking for a session and finds none. The value must be a primitive or a stable reference.
 */
export function useAuthSelect<T>(select: (state: AuthState) => T): T {
  const store = useContext(AuthStateContext);
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(startingAuthState),
  );
}

/** The session as it is at the moment of the call, for event handlers; never renders again. */
export function useReadAuth(): () => AuthState {
  return useContext(AuthStateContext).get;
}
