import { AuthErrorView, AuthLoader, authTexts, useMemberStore } from '@clorofil/auth';
import { paths } from '@clorofil/ui-rtl';
import { Navigate, Outlet } from 'react-router';

/**
 * The reviewers' guard (inside RequireAuth), shaped like the financial one: a loader until the
 * member's profile is known, then the page for reviewers (`profile.isReviewer`, decided by the
 * API) and /403 for everyone else; a profile that cannot be loaded offers «تلاش دوباره».
 */
export function RequireReviewer() {
  const profile = useMemberStore((state) => state.profile);
  const status = useMemberStore((state) => state.status);
  const error = useMemberStore((state) => state.error);
  const refreshProfile = useMemberStore((state) => state.refreshProfile);

  if (profile) return profile.isReviewer ? <Outlet /> : <Navigate to={paths.forbidden} replace />;
  if (status === 'error' && error) {
    return <AuthErrorView message={error.message} actionLabel={authTexts.tryAgain} onAction={() => void refreshProfile()} />;
  }
  return <AuthLoader />;
}
