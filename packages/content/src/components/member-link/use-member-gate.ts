import { authMessages, useAuthActions, useAuthSelect, useReadAuth } from '@clorofil/auth';
import { notify } from '@clorofil/ui-rtl';
import { useCallback, type MouseEvent } from 'react';

export type MemberGate = {
  isAuthenticated: boolean;
  /** Sends the visitor to sign in; after signing in they land on `target`. */
  signInTo: (target: string) => void;
};

/**
 * Whether a member is signed in, and the way to sign a visitor in. Only `isAuthenticated` is
 * subscribed to, so a visitor's page does not render again when auth finishes reading the
 * (absent) session — on a server-rendered page that re-render would hydrate the rest at once.
 */
export function useMemberGate(): MemberGate {
  const isAuthenticated = useAuthSelect((state) => state.isAuthenticated);
  const { signIn } = useAuthActions();
  const signInTo = useCallback(
    (target: string) => {
      signIn(target).catch(() => notify.error(authMessages.signInFailed, { id: 'content-sign-in-failed' }));
    },
    [signIn],
  );
  return { isAuthenticated, signInTo };
}

/**
 * Click handler for a link to a members' page (SPEC §2 Home): a member simply follows it, a
 * visitor goes to sign-in with the link's full address as the return state instead. While the
 * session is still loading the link is followed and that page's own guard decides.
 */
export function useMemberLinkClick(target: string): (event: MouseEvent<HTMLElement>) => void {
  const { signInTo } = useMemberGate();
  // Read at the click, not subscribed to: the links render the same for everyone.
  const readAuth = useReadAuth();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const { isAuthenticated, isLoading } = readAuth();
      if (isAuthenticated || isLoading) return;
      // Ctrl/⌘-click opens a new tab, whose page guard sends the visitor to sign in anyway.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      signInTo(target);
    },
    [readAuth, signInTo, target],
  );
}
