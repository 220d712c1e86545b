import { lazy, Suspense, useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import type { AuthConfig } from '../config';
import type { CreateAuthOptions } from '../create-auth';
import { authCreated, hasStoredSession, loadAuth, prepareAuth } from '../load-auth';
import {
  AuthStateContext,
  createAuthStateStore,
  startingAuthState,
  visitorAuthState,
  type AuthState,
} from '../session/auth-state';
import { useSessionStore } from '../session/session-store';

const LiveAuth = lazy(() => import('./live-auth'));

export type AuthRootProps = {
  /** The runtime configuration (`/config.json`): authority, clientId, scope, apiBaseUrl. */
  config: AuthConfig;
  children: ReactNode;
  /** Test and story seams; the app passes none. */
  options?: CreateAuthOptions;
};

/**
 * Everything sign-in for the shell, once, around the router. A visitor's tab (nothing of a
 * session in sessionStorage) never loads oidc-client-ts: the API client gets its address, the
 * screens see «not signed in», and the library arrives only when a sign-in starts. A tab with a
 * session (or a test's seams) loads it after the first render, restores the member and passes
 * the live state down. The page itself is rendered once either way — the same markup on the
 * server and in the browser — and is never mounted again when auth arrives.
 */
export function AuthRoot({ config, children, options }: AuthRootProps) {
  // A tab with nothing of a session starts as a visitor, so a browser-rendered page never shows
  // the «still loading» state; hydration renders what the server rendered (the starting state,
  // useAuth's server snapshot) and each part moves on to this state once it is hydrated.
  const [store] = useState(() =>
    createAuthStateStore(options || authCreated() || hasStoredSession() ? startingAuthState : visitorAuthState),
  );
  const [live, setLive] = useState(false);
  const report = useCallback((state: AuthState) => store.set(state), [store]);
  useState(() => {
    prepareAuth(config, options);
    return null;
  });

  // Before the first paint, so a visitor never sees the «still loading» state.
  useLayoutEffect(() => {
    if (options || authCreated() || hasStoredSession()) {
      void loadAuth().catch(() => undefined);
      setLive(true);
      return;
    }
    useSessionStore.setState({ resuming: false });
    store.set(visitorAuthState);
  }, [options, store]);

  return (
    <AuthStateContext.Provider value={store}>
      {live && (
        <Suspense fallback={null}>
          <LiveAuth config={config} options={options} onChange={report} />
        </Suspense>
      )}
      {children}
    </AuthStateContext.Provider>
  );
}
