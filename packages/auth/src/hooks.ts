import { loadAuth } from './load-auth';
import { currentAddress } from './return-address';

/**
 * Sign-in, step-up (a fresh one-time code) and sign-out for buttons and menus. They sit on pages a
 * visitor can read, so a member who cancels a sign-in at the provider comes back to the page the
 * button was pressed on (`cancelTo`, default the browser's address; a caller holding the router's
 * location passes it).
 */
export function useAuthActions() {
  return {
    signIn: (returnTo?: string, cancelTo: string = currentAddress()) =>
      loadAuth().then((auth) => auth.signIn(returnTo, undefined, cancelTo)),
    stepUp: (returnTo?: string) => loadAuth().then((auth) => auth.stepUp(returnTo)),
    signOut: (returnTo?: string) => loadAuth().then((auth) => auth.signOut(returnTo)),
  };
}
