import { mayOpenFinancialPages } from '@clorofil/api-client';
import { paths } from '@clorofil/app-kit';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
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
 *
 * The page appears in a deferred render, after the loader's update: the profile's answer
 * re-renders synchronously (a query's always does), and mounting a whole financial page in that
 * update was one long task on a phone (some 160 ms at 4× CPU slowdown); as a transition React
 * renders it in slices of a few milliseconds.
 */
export function RequireCommissionEligible({
  children,
  forbiddenPath = paths.forbidden,
}: RequireCommissionEligibleProps) {
  const { profile, error, reload } = useMember();
  const allowed = profile ? mayOpenFinancialPages(profile) : null;
  const shown = useDeferredValue(allowed);
  const content = useMemo(() => children ?? <Outlet />, [children]);
  if (allowed === true) return shown === true ? content : <AuthLoader />;
  if (allowed === false) return <Navigate to={forbiddenPath} replace />;
  if (error) return <AuthErrorView message={error.message} actionLabel={authTexts.tryAgain} onAction={reload} />;
  return <AuthLoader />;
}
