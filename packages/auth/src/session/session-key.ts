import type { User } from 'oidc-client-ts';

/**
 * Names the sign-in session a user belongs to, so tabs can tell whether a broadcast concerns
 * them: a duplicated tab copies sessionStorage and therefore the same session. The provider's
 * `session_state` or `sid` is preferred; otherwise the account and sign-in time. The key never
 * contains a token.
 */
export function sessionKeyOf(user: Pick<User, 'session_state' | 'profile'>): string {
  if (user.session_state) return `ss:${user.session_state}`;
  const { sid, sub, auth_time: authTime } = user.profile as { sid?: unknown; sub: string; auth_time?: unknown };
  if (typeof sid === 'string' && sid) return `sid:${sid}`;
  return `sub:${sub}:${typeof authTime === 'number' ? authTime : ''}`;
}
