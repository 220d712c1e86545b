import type { Profile } from '@clorofil/api-client';
import { toPersianDigits } from '@clorofil/ui-rtl';

/** The member's mobile: from the profile, else from the token's claim. Latin digits (for logic). */
export function memberMobile(profile: Profile | null | undefined, claimMobile: string | null): string | null {
  return profile?.mobile || claimMobile;
}

/**
 * What the header and menus call the member: the trimmed full name, else the mobile number in
 * Persian digits (SPEC §3), else an empty string (nobody signed in).
 */
export function memberDisplayName(profile: Profile | null | undefined, claimMobile: string | null): string {
  const name = (profile?.fullName?.trim() || `${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim()).trim();
  if (name) return name;
  const mobile = memberMobile(profile, claimMobile);
  return mobile ? toPersianDigits(mobile) : '';
}
