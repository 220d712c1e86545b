import { Button } from '@chakra-ui/react';
import { notify } from '@clorofil/ui-rtl';
import type { UserManager } from 'oidc-client-ts';
import type { Renewer } from './renewer';

export const sessionNotices = {
  expiring: 'نشست شما به‌زودی تمام می‌شود. برای اینکه کارتان از دست نرود، لطفاً دوباره وارد شوید.',
  expired: 'نشست شما به پایان رسید. لطفاً دوباره وارد شوید.',
  signInAgain: 'ورود دوباره',
} as const;

type SessionNoticeProps = { message: string; onSignIn: () => void };

// Inline content only: the toast card puts the message inside a paragraph.
function SessionNotice({ message, onSignIn }: SessionNoticeProps) {
  return (
    <>
      {message}
      <Button size="xs" variant="outline" marginStart="2" onClick={onSignIn}>
        {sessionNotices.signInAgain}
      </Button>
    </>
  );
}

/**
 * SPEC §4: 60 s before the access token expires we renew it (the renewer retries timeouts);
 * only if that fails does the member hear about it. When it has expired, they are offered to
 * sign in again rather than being thrown out mid-form.
 */
export function attachSessionNotices(userManager: UserManager, renewer: Renewer, signIn: () => void): () => void {
  const warn = () =>
    notify.warning(<SessionNotice message={sessionNotices.expiring} onSignIn={signIn} />, { id: 'session-expiring' });

  const onExpiring = () => {
    renewer.renew().then(
      (user) => {
        if (user) notify.dismiss('session-expiring');
        else warn();
      },
      () => warn(),
    );
  };

  const onExpired = async () => {
    const user = await userManager.getUser();
    if (!user || !user.expired) return;
    notify.dismiss('session-expiring');
    notify.error(<SessionNotice message={sessionNotices.expired} onSignIn={signIn} />, { id: 'session-expired' });
  };

  userManager.events.addAccessTokenExpiring(onExpiring);
  userManager.events.addAccessTokenExpired(onExpired);
  return () => {
    userManager.events.removeAccessTokenExpiring(onExpiring);
    userManager.events.removeAccessTokenExpired(onExpired);
  };
}
