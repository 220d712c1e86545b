import { apiQueries, queryKeys, WheelStatus, type SpinnableResponse } from '@clorofil/api-client';
import { authMessages, useAuth, useAuthActions } from '@clorofil/auth';
import { paths } from '@clorofil/app-kit';
import { notify } from '@clorofil/ui-rtl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export type Availability =
  | { kind: 'visitor' }
  | { kind: 'checking' }
  | { kind: 'check-failed'; retry: () => void }
  | { kind: 'can-spin' }
  | { kind: 'refused'; status: typeof WheelStatus.Limitation | typeof WheelStatus.Deactive; answeredAt: number };

function refusalStatus(answer: SpinnableResponse): typeof WheelStatus.Limitation | typeof WheelStatus.Deactive {
  return answer.status === WheelStatus.Deactive ? WheelStatus.Deactive : WheelStatus.Limitation;
}

/**
 * Who is at the wheel and whether they may spin: a visitor is sent to sign in (back to this
 * page); a member's spin is checked with the API (SPEC §4), refreshed after each spin and at
 * Tehran midnight.
 */
export function useWheelSession(wheelId: number) {
  const auth = useAuth();
  const { signIn } = useAuthActions();
  const client = useQueryClient();
  const signedIn = auth.isAuthenticated;
  const check = useQuery({ ...apiQueries.spinnable(wheelId), enabled: signedIn });

  const recheck = useCallback(
    () => void client.invalidateQueries({ queryKey: queryKeys.member.spinnable(wheelId) }),
    [client, wheelId],
  );
  const signInToSpin = useCallback(() => {
    signIn(paths.luckyWheel).catch(() => notify.error(authMessages.signInFailed, { id: 'wheel-sign-in-failed' }));
  }, [signIn]);

  let availability: Availability;
  if (!signedIn) availability = auth.isLoading ? { kind: 'checking' } : { kind: 'visitor' };
  else if (check.isError && !check.data) availability = { kind: 'check-failed', retry: () => void check.refetch() };
  else if (!check.data) availability = { kind: 'checking' };
  else if (check.data.spinnable) availability = { kind: 'can-spin' };
  else availability = { kind: 'refused', status: refusalStatus(check.data), answeredAt: check.dataUpdatedAt };

  return { availability, signInToSpin, recheck };
}
