import { authMessages, useAuth, useAuthActions } from '@clorofil/auth';
import { notify } from '@clorofil/ui-rtl';
import { useCallback, type MouseEvent } from 'react';

export type MemberGate = {
  isAuthenticated: boolean;
  /** True while the stored session is still being read: nobody is known to be a visitor yet. */
  isLoading: boolean;
  /** Sends the visitor to sign in; after signing in they land on `target`. */
  signInTo: (target: string) => void;
};

export function useMemberGate(): MemberGate {
  const auth = useAuth();
  const { signIn } = useAuthActions();
  const signInTo = useCallback(
    (target: string) => {
      signIn(target).catch(() => notify.error(authMessages.signInFailed, { id: 'content-sign-in-failed' }));
    },
    [signIn],
  );
  return { isAuthenticated: auth.isAuthenticated, isLoading: auth.isLoading, signInTo };
}

/**
 * Click handler for a link to a members' page (SPEC §2 Home): a member simply follows it, a
 * visitor goes to sign-in with the link's full address as the return state instead. While the
 * session is still loading the link is followed and that page's own guard decides.
 */
export function useMemberLinkClick(target: string): (event: MouseEvent<HTMLElement>) => void {
  const { isAuthenticated, isLoading, signInTo } = useMemberGate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (isAuthenticated || isLoading) return;
      // Ctrl/⌘-click opens a new tab, whose page guard sends the visitor to sign in anyway.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      signInTo(target);
    },
    [isAuthenticated, isLoading, signInTo, target],
  );
}
