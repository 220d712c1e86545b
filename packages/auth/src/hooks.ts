import { loadAuth } from './load-auth';

/** Sign-in, step-up (a fresh one-time code) and sign-out for buttons and menus. */
export function useAuthActions() {
  return {
    signIn: (returnTo?: string) => loadAuth().then((auth) => auth.signIn(returnTo)),
    stepUp: (returnTo?: string) => loadAuth().then((auth) => auth.stepUp(returnTo)),
    signOut: (returnTo?: string) => loadAuth().then((auth) => auth.signOut(returnTo)),
  };
}
