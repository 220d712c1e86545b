import { apiQueries } from '@clorofil/api-client';
import { useAuth } from '@clorofil/auth';
import { useQuery } from '@tanstack/react-query';

/**
 * The signed-in member's staff rights (`getStaffMe`), asked at most once per session: a member
 * without a role is answered 403 once, and that answer is kept (apiQueries.staffMe) and never
 * shown as an error — it only means «not staff».
 */
export function useStaffMe() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...apiQueries.staffMe(), enabled: isAuthenticated });
}

/** Whether to offer «کنسول مدیریت»: only once the API said this member is staff. */
export function useIsStaff(): boolean {
  return useStaffMe().isSuccess;
}
