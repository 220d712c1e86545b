import { UserTypeStatus, type Profile } from '@clorofil/api-client';

export type BannerKind = 'none' | 'pending' | 'accepted' | 'rejected';

/**
 * SPEC §2/§4: a banner shows only when the selected type is the saved one, or when no type is
 * chosen and the status is None; Accepted and Rejected stay until «متوجه شدم» was pressed.
 */
export function bannerFor(
  profile: Pick<Profile, 'userType' | 'userTypeStatus' | 'resultSeen'>,
  selectedTypeId: number | '',
): BannerKind | null {
  const status = profile.userTypeStatus;
  if (selectedTypeId === '') return status === UserTypeStatus.None ? 'none' : null;
  if (profile.userType?.id !== selectedTypeId) return null;
  if (status === UserTypeStatus.None) return 'none';
  if (status === UserTypeStatus.Pending) return 'pending';
  if (profile.resultSeen) return null;
  return status === UserTypeStatus.Accepted ? 'accepted' : 'rejected';
}
