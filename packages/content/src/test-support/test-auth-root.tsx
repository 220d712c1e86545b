import { AuthRoot } from '@clorofil/auth';
import { useEffect, useState, type ReactNode } from 'react';
import { createTestAuth, testAuthConfig, type TestAuth } from './test-auth';

export type TestAuthRootProps = {
  signedIn: boolean;
  children: ReactNode;
  /** Receives the harness, e.g. to await `signInTargets()` in a test. */
  onReady?: (auth: TestAuth) => void;
};

/**
 * The app's `AuthRoot` with a captured sign-in redirect. Where the visitor would have been sent
 * back after signing in is shown in `data-testid="sign-in-target"`.
 */
export function TestAuthRoot({ signedIn, children, onReady }: TestAuthRootProps) {
  const [testAuth] = useState(() => createTestAuth({ signedIn }));
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    onReady?.(testAuth);
    return testAuth.onSignIn(setTarget);
  }, [testAuth, onReady]);
  return (
    <AuthRoot config={testAuthConfig} options={testAuth.options}>
      {children}
      {target !== null && (
        <output data-testid="sign-in-target" dir="ltr">
          {target}
        </output>
      )}
    </AuthRoot>
  );
}
