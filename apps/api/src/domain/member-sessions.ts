import type { MemberSession } from '@clorofil/api-client/contract';
import { apiClientAuthorization } from './member-sms.js';

/** A member's sign-in sessions, held by the identity provider: listed and ended for member care. */
export interface MemberSessions {
  list(mobile: string): Promise<MemberSession[]>;
  /** Ends every one of them; how many were live. */
  endAll(mobile: string): Promise<number>;
}

export interface IdentitySessionsOptions {
  /** `{ISSUER}/sessions/member` unless IDENTITY_SESSIONS_URL says otherwise. */
  url: string;
  /** API_CLIENT_SECRET, as for the member texts. */
  secret: string;
  timeoutMs?: number;
}

/**
 * The identity provider's `/sessions/member` (and `/end`), called as the API's confidential
 * client. Ending announces every sid at /session/revoked, so this API refuses the member's
 * access tokens within a poll, as after a sign-out.
 */
export function identitySessions({ url, secret, timeoutMs = 5000 }: IdentitySessionsOptions): MemberSessions {
  const authorization = apiClientAuthorization(secret);
  async function call<T>(target: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(target, {
      ...init,
      headers: { ...init.headers, authorization, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the identity provider answered ${response.status} to ${target}`);
    return (await response.json()) as T;
  }
  return {
    async list(mobile) {
      const target = new URL(url);
      target.searchParams.set('mobile', mobile);
      return (await call<{ sessions: MemberSession[] }>(target.toString())).sessions;
    },
    async endAll(mobile) {
      const body = JSON.stringify({ mobile });
      return (
        await call<{ ended: number }>(`${url}/end`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).ended;
    },
  };
}
