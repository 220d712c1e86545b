import { apiQueries } from '@clorofil/api-client';
import { useAuth, useMember } from '@clorofil/auth';
import { useQuery } from '@tanstack/react-query';

/**
 * The signed-in staff member's roles and permissions (`getStaffMe`), read by the console only:
 * its layout, menu and guards. A member without a role is answered 403, so member pages never ask.
 */
export function useStaffMe() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...apiQueries.staffMe(), enabled: isAuthenticated });
}

/**
 * Whether to offer «کنسول مدیریت» in the member menus: the profile says whether the member holds
 * a staff role, so a member who holds none costs no request and no refused answer.
 */
export function useIsStaff(): boolean {
  return useMember().isStaff;
}
