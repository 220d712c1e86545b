import { Button, IconButton, Skeleton } from '@chakra-ui/react';
import { currentAddress, useAuthActions, useMember, useSessionStore } from '@clorofil/auth';
import { paths } from '@clorofil/app-kit';
import { CircleUserRound, UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { SignInIcon } from '../../brand/door-icons';

// The dropdown (menu and popper code) is for signed-in members only; visitors never download it.
const ProfileDropdown = lazy(() => import('./profile-dropdown').then((m) => ({ default: m.ProfileDropdown })));

export const accountTexts = {
  signIn: 'ورود / ثبت‌نام',
  enterAccount: 'ورود به اطلاعات کاربری',
  signingOut: 'در حال خروج…',
} as const;

export type AccountActionsProps = {
  /**
   * 'menu' in the desktop header (a dropdown), 'button' in the mobile drawer, 'compact' in the
   * phone's header bar (a member gets an account icon there; the drawer holds the rest).
   */
  variant: 'menu' | 'button' | 'compact';
  onNavigate?: () => void;
};

/**
 * The header's account control. A visitor gets «ورود / ثبت‌نام»; a signed-in member the
 * profile dropdown labelled with their name (desktop) or «ورود به اطلاعات کاربری» (drawer).
 */
export function AccountActions({ variant, onNavigate }: AccountActionsProps) {
  const member = useMember();
  const { signIn, signOut } = useAuthActions();
  const location = useLocation();
  const signingOut = useSessionStore((state) => state.signingOut);

  // From «خروج» until the provider's sign-out page loads (a revocation and a redirect, seconds on
  // a slow line): the member sees it under way, and no stale name or sign-in button to press.
  if (signingOut) {
    return variant === 'compact' ? (
      <IconButton aria-label={accountTexts.signingOut} variant="ghost" color="brand.700" loading />
    ) : (
      <Button colorPalette="brand" variant="outline" size="sm" loading loadingText={accountTexts.signingOut} />
    );
  }
  const placeholder = <Skeleton height="8" width="32" borderRadius="l2" />;
  if (member.isLoading) return placeholder;
  if (!member.isAuthenticated) {
    return (
      <Button
        colorPalette="brand"
        size="sm"
        onClick={() => {
          const here = currentAddress(location);
          void signIn(here, here).catch(() => undefined);
        }}
      >
        <SignInIcon />
        {accountTexts.signIn}
      </Button>
    );
  }
  if (variant === 'compact') {
    return (
      <IconButton asChild aria-label={accountTexts.enterAccount} variant="ghost" color="brand.700">
        <RouterLink to={paths.account}>
          <CircleUserRound aria-hidden="true" />
        </RouterLink>
      </IconButton>
    );
  }
  if (variant === 'menu' && member.displayName) {
    return (
      <Suspense fallback={placeholder}>
        <ProfileDropdown label={member.displayName} onSignOut={() => void signOut()} />
      </Suspense>
    );
  }
  return (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to={paths.account} onClick={onNavigate}>
        <UserRound size={18} aria-hidden="true" />
        {accountTexts.enterAccount}
      </RouterLink>
    </Button>
  );
}
