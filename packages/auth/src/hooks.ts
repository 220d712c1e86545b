import { useAuth } from 'react-oidc-context';
import { getAuth } from './create-auth';
import { selectDisplayName, selectMobile, selectScore, useMemberStore } from './member/member-store';

/** Sign-in and sign-out for buttons and menus. */
export function useAuthActions() {
  return {
    signIn: (returnTo?: string) => getAuth().signIn(returnTo),
    signOut: (returnTo?: string) => getAuth().signOut(returnTo),
  };
}

/** What the header needs: whether someone is signed in, their name, mobile and balance. */
export function useMember() {
  const auth = useAuth();
  const displayName = useMemberStore(selectDisplayName);
  const mobile = useMemberStore(selectMobile);
  const score = useMemberStore(selectScore);
  const profile = useMemberStore((state) => state.profile);
  return {
    isAuthenticated: auth.isAuthenticated,
    isLoading: auth.isLoading,
    displayName,
    mobile,
    score,
    profile,
  };
}
