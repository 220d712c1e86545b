import type { Persona } from '@clorofil/api-client/mocks';
import { useEffect, useState, type ReactNode } from 'react';
import { AuthRoot } from '../components/auth-root';
import { createTestAuth, type TestAuth } from './test-auth';

export type TestAuthProviderProps = {
  /** Who is looking; a visitor by default. Ignored when `testAuth` is given. */
  persona?: Persona;
  /** A harness made beforehand with `createTestAuth`, e.g. to await its sign-in targets. */
  testAuth?: TestAuth;
  children: ReactNode;
};

/**
 * The app's `AuthRoot` for tests and stories, signed in as a persona or not. A visitor's sign-in
 * redirect is captured and its return address shown in `data-testid="sign-in-target"`. Needs a
 * QueryClientProvider above it, as in the app.
 */
export function TestAuthProvider({ persona = 'visitor', testAuth, children }: TestAuthProviderProps) {
  const [harness] = useState(() => testAuth ?? createTestAuth({ persona }));
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => harness.onSignIn(setTarget), [harness]);
  return (
    <AuthRoot config={harness.auth.config} options={harness.options}>
      {children}
      {target !== null && (
        <output data-testid="sign-in-target" dir="ltr">
          {target}
        </output>
      )}
    </AuthRoot>
  );
}
