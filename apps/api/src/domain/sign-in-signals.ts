import { apiClientAuthorization } from './member-sms.js';

/** One mobile's sign-in codes over the day the identity provider keeps them. */
export interface SignInCount {
  mobile: string;
  codes: number;
  wrongCodes: number;
  addresses: number;
}

/** The identity provider's sign-in signals: the mobiles over either threshold since a moment. */
export interface SignInSignals {
  over(input: { since: Date; minCodes: number; minWrong: number }): Promise<SignInCount[]>;
}

export interface IdentitySignalsOptions {
  /** `{ISSUER}/signals/sign-in` unless IDENTITY_SIGNALS_URL says otherwise. */
  url: string;
  /** API_CLIENT_SECRET, as for the member texts and sessions. */
  secret: string;
  timeoutMs?: number;
}

/** The identity provider's `/signals/sign-in`, called as the API's confidential client. */
export function identitySignInSignals({ url, secret, timeoutMs = 5000 }: IdentitySignalsOptions): SignInSignals {
  const authorization = apiClientAuthorization(secret);
  return {
    async over({ since, minCodes, minWrong }) {
      const target = new URL(url);
      target.searchParams.set('since', String(since.getTime()));
      target.searchParams.set('codes', String(minCodes));
      target.searchParams.set('wrong', String(minWrong));
      const response = await fetch(target, {
        headers: { authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`the identity provider answered ${response.status} to ${url}`);
      return ((await response.json()) as { signals: SignInCount[] }).signals;
    },
  };
}
