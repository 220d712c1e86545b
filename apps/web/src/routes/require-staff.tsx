import type { StaffPermission } from '@clorofil/app-kit';
import { AuthErrorView, AuthLoader, authTexts } from '@clorofil/auth';
import { paths } from '@clorofil/app-kit';
import { Navigate, Outlet } from 'react-router';
import { useStaffMe } from '../navigation/use-staff-me';

/**
 * The console's guard (inside RequireAuth): a loader until the API says who the member is, then
 * the console for staff and /403 for a member without a role (the API answers 403); a failure to
 * ask offers «تلاش دوباره» instead of a wrong /403.
 */
export function RequireStaff() {
  const me = useStaffMe();
  if (me.data) return <Outlet />;
  if (me.error) {
    if (me.error.status === 403) return <Navigate to={paths.forbidden} replace />;
    return (
      <AuthErrorView message={me.error.message} actionLabel={authTexts.tryAgain} onAction={() => void me.refetch()} />
    );
  }
  return <AuthLoader />;
}

export type RequirePermissionProps = { permission: StaffPermission };

/** One console screen's guard: staff without its permission get /403 (the API would refuse them anyway). */
export function RequirePermission({ permission }: RequirePermissionProps) {
  const me = useStaffMe();
  if (!me.data) return <AuthLoader />;
  return me.data.permissions.includes(permission) ? <Outlet /> : <Navigate to={paths.forbidden} replace />;
}
