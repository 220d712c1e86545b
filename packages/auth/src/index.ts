// Public surface of @clorofil/auth.
export { AuthRoot } from './components/auth-root';
export type { AuthRootProps } from './components/auth-root';
export { LoginCallbackPage } from './components/login-callback-page';
export { LogoutRedirectPage } from './components/logout-redirect-page';
export { RequireAuth } from './components/require-auth';
export type { RequireAuthProps } from './components/require-auth';
export { RequireCommissionEligible } from './components/require-commission-eligible';
export type { RequireCommissionEligibleProps } from './components/require-commission-eligible';
export { AuthErrorView, AuthLoader, authTexts } from './components/auth-status-view';
export type { AuthErrorViewProps, AuthLoaderProps } from './components/auth-status-view';
export { CALLBACK_PATH, DEFAULT_SCOPE, POST_LOGOUT_PATH, SESSION_TIMING, userManagerSettings } from './config';
export type { AuthConfig } from './config';
export { createAuth, getAuth, resetAuth } from './create-auth';
export type { AuthHolder, CreateAuthOptions } from './create-auth';
export { authErrorMessage, authMessages } from './errors/auth-error-message';
export { useAuthActions, useMember } from './hooks';
export { decodeJwtPayload, phoneNumberClaim } from './member/claims';
export {
  selectDisplayName,
  selectMobile,
  selectScore,
  useDisplayName,
  useMemberStore,
} from './member/member-store';
export type { MemberState, MemberStatus } from './member/member-store';
export { CLUB_HOME, currentAddress, safeReturnAddress } from './return-address';
export { REFRESH_LOCK } from './session/renewer';
export { sessionNotices } from './session/session-notices';
export { useSessionStore } from './session/session-store';
export { useAuth } from 'react-oidc-context';
