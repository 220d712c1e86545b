import { getAuth } from './create-auth';

/** Sign-in and sign-out for buttons and menus. */
export function useAuthActions() {
  return {
    signIn: (returnTo?: string) => getAuth().signIn(returnTo),
    signOut: (returnTo?: string) => getAuth().signOut(returnTo),
  };
}
