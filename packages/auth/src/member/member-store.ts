import { getProfile, type ApiError, type Profile } from '@clorofil/api-client';
import { toPersianDigits } from '@clorofil/ui-rtl';
import { create } from 'zustand';
import { phoneNumberClaim } from './claims';

export type MemberStatus = 'idle' | 'loading' | 'ready' | 'error';

export type MemberState = {
  /** `ready` once the profile is known; `error` when it could not be loaded (see `error`). */
  status: MemberStatus;
  profile: Profile | null;
  error: ApiError | null;
  /** Mobile from the access token's `PhoneNumber` claim, for when the profile is unavailable. */
  claimMobile: string | null;
  /** Reloads the profile (after buying, spinning, acknowledging, saving). */
  refreshProfile: () => Promise<Profile | null>;
  /** Takes a profile the API already answered (e.g. `PUT /api/Profile`), saving a round trip. */
  setProfile: (profile: Profile) => void;
  /** A new balance from a buy or spin answer, shown at once while the profile reloads. */
  setScore: (score: number) => void;
  setAccessToken: (accessToken: string | null | undefined) => void;
  clear: () => void;
};

// Held in memory only: no persist middleware, so no national code, IBAN or card number ever
// reaches web storage (SECURITY 9).
let generation = 0;

export const useMemberStore = create<MemberState>()((set, get) => ({
  status: 'idle',
  profile: null,
  error: null,
  claimMobile: null,
  async refreshProfile() {
    const mine = ++generation;
    set({ status: get().profile ? 'ready' : 'loading' });
    try {
      const profile = await getProfile();
      // A sign-out or a newer refresh happened meanwhile: this answer is stale.
      if (mine !== generation) return get().profile;
      set({ profile, status: 'ready', error: null });
      return profile;
    } catch (error) {
      if (mine !== generation) return get().profile;
      set({ status: get().profile ? 'ready' : 'error', error: error as ApiError });
      return get().profile;
    }
  },
  setProfile(profile) {
    generation += 1;
    set({ profile, status: 'ready', error: null });
  },
  setScore(score) {
    const { profile } = get();
    if (profile) set({ profile: { ...profile, score } });
  },
  setAccessToken(accessToken) {
    set({ claimMobile: phoneNumberClaim(accessToken) });
  },
  clear() {
    generation += 1;
    set({ status: 'idle', profile: null, error: null, claimMobile: null });
  },
}));

/** The member's mobile: from the profile, else from the token claim. Latin digits (for logic). */
export function selectMobile(state: Pick<MemberState, 'profile' | 'claimMobile'>): string | null {
  return state.profile?.mobile || state.claimMobile;
}

/**
 * What the header and menus call the member: the trimmed full name, else the mobile number in
 * Persian digits, else an empty string (not signed in).
 */
export function selectDisplayName(state: Pick<MemberState, 'profile' | 'claimMobile'>): string {
  const { profile } = state;
  const name = (profile?.fullName?.trim() || `${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim()).trim();
  if (name) return name;
  const mobile = selectMobile(state);
  return mobile ? toPersianDigits(mobile) : '';
}

export function selectScore(state: Pick<MemberState, 'profile'>): number | null {
  return state.profile?.score ?? null;
}

export function useDisplayName(): string {
  return useMemberStore(selectDisplayName);
}
