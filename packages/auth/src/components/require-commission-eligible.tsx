import { mayOpenFinancialPages } from '@clorofil/api-client';
import { paths } from '@clorofil/ui-rtl';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useMember } from '../member/use-member';
import { AuthErrorView, AuthLoader, authTexts } from './auth-status-view';

export type RequireCommissionEligibleProps = {
  children?: ReactNode;
  /** Where a member without access goes; default `/403`. */
  forbiddenPath?: string;
};

/**
 * The financial pages' guard (inside RequireAuth): a loader until the member's profile is
 * known, then the content for commission partners (`mayOpenFinancialPages`, the rule shared with
 * the side menu and the API) and `/403` for everyone else. If the profile cannot be loaded, the
 * member can retry instead of being told, wrongly, that they have no access.
 */
export function RequireCommissionEligible({
  children,
  forbiddenPath = paths.forbidden,
}: RequireCommissionEligibleProps) {
  const { profile, error, reload } = useMember();
  if (profile)
    return mayOpenFinancialPages(profile) ? (children ?? <Outlet />) : <Navigate to={forbiddenPath} replace />;
  if (error) return <AuthErrorView message={error.message} actionLabel={authTexts.tryAgain} onAction={reload} />;
  return <AuthLoader />;
}
