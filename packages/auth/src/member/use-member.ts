import { apiQueries, type ApiError, type Profile } from '@clorofil/api-client';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../session/auth-state';
import { phoneNumberClaim } from './claims';
import { memberDisplayName, memberMobile } from './member-view';

/**
 * The signed-in member's profile as a query (`queryKeys.member.profile()`), asked only while
 * someone is signed in. Mutations that change points or status refresh it, so every screen
 * showing it agrees without a reload.
 */
export function useProfile() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...apiQueries.profile(), enabled: isAuthenticated });
}

export type Member = {
  isAuthenticated: boolean;
  /** Auth is still reading the stored session. */
  isLoading: boolean;
  /** `null` until loaded, and for a visitor. */
  profile: Profile | null;
  /** `pending` until the first answer; `error` with `error` set when it could not be loaded. */
  status: 'pending' | 'error' | 'success';
  error: ApiError | null;
  /** The full name, else the mobile in Persian digits (from the token while the profile fails). */
  displayName: string;
  /** Latin digits, from the profile or the access token's `PhoneNumber` claim. */
  mobile: string | null;
  score: number | null;
  isCommissionEligible: boolean;
  /** Holds a staff role (the console entry in the member menus). */
  isStaff: boolean;
  /** Loads the profile again («تلاش دوباره»). */
  reload: () => void;
};

/** Everything the shell and features read about the member, derived from the profile query. */
export function useMember(): Member {
  const auth = useAuth();
  const query = useProfile();
  const signedIn = auth.isAuthenticated;
  const profile = signedIn ? (query.data ?? null) : null;
  // Display only: the API verifies tokens, the browser just reads the number while the profile is away.
  const claimMobile = signedIn ? phoneNumberClaim(auth.user?.access_token) : null;
  return {
    isAuthenticated: signedIn,
    isLoading: auth.isLoading,
    profile,
    status: query.status,
    error: signedIn ? query.error : null,
    displayName: memberDisplayName(profile, claimMobile),
    mobile: memberMobile(profile, claimMobile),
    score: profile?.score ?? null,
    isCommissionEligible: profile?.isCommissionEligible ?? false,
    isStaff: profile?.isStaff ?? false,
    reload: () => void query.refetch(),
  };
}
