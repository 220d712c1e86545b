import { AuthErrorView, AuthLoader, authTexts, useMember } from '@clorofil/auth';
import { paths } from '@clorofil/app-kit';
import { Navigate, Outlet } from 'react-router';

/**
 * The reviewers' guard (inside RequireAuth), shaped like the financial one: a loader until the
 * member's profile is known, then the page for reviewers (`profile.isReviewer`, decided by the
 * API) and /403 for everyone else; a profile that cannot be loaded offers «تلاش دوباره» instead
 * of a wrong /403.
 */
export function RequireReviewer() {
  const member = useMember();
  if (member.profile) return member.isReviewer ? <Outlet /> : <Navigate to={paths.forbidden} replace />;
  if (member.status === 'error' && member.error) {
    return <AuthErrorView message={member.error.message} actionLabel={authTexts.tryAgain} onAction={member.reload} />;
  }
  return <AuthLoader />;
}
