import { loadAuth } from './load-auth';

/** Sign-in and sign-out for buttons and menus. */
export function useAuthActions() {
  return {
    signIn: (returnTo?: string) => loadAuth().then((auth) => auth.signIn(returnTo)),
    signOut: (returnTo?: string) => loadAuth().then((auth) => auth.signOut(returnTo)),
  };
}
