import type { Account as OidcAccount, FindAccount, KoaContextWithOIDC } from 'oidc-provider';
import type { Account, AccountStore } from '../accounts/account-store.js';
import { toE164 } from '../otp/mobile.js';

/** Which claims each OpenID scope releases (ID token and userinfo alike). */
export const CLAIMS_BY_SCOPE: Record<string, string[]> = {
  openid: ['sub'],
  profile: ['PhoneNumber', 'phone_number', 'phone_number_verified'],
  phone: ['phone_number', 'phone_number_verified'],
};

/** `PhoneNumber` is the club's own claim (09xxxxxxxxx); `phone_number` is the OpenID standard one (E.164). */
export function accountClaims(account: Account): {
  sub: string;
  PhoneNumber: string;
  phone_number: string;
  phone_number_verified: boolean;
} {
  return {
    sub: account.id,
    PhoneNumber: account.mobile,
    phone_number: toE164(account.mobile),
    phone_number_verified: true,
  };
}

export function findAccountWith(accounts: AccountStore): FindAccount {
  return async (_ctx, sub): Promise<OidcAccount | undefined> => {
    const account = await accounts.findById(sub);
    if (!account) return undefined;
    return { accountId: account.id, claims: () => accountClaims(account) };
  };
}

/**
 * When the member behind this token exchange last typed a one-time code: the `authTime` of the
 * authorization code or refresh token being exchanged (a refresh keeps the sign-in's time).
 */
function authTimeOf(ctx: KoaContextWithOIDC | undefined): number | undefined {
  const entities = ctx?.oidc?.entities as
    { AuthorizationCode?: { authTime?: unknown }; RefreshToken?: { authTime?: unknown } } | undefined;
  const authTime = entities?.AuthorizationCode?.authTime ?? entities?.RefreshToken?.authTime;
  return typeof authTime === 'number' ? authTime : undefined;
}

/**
 * Member access tokens carry `PhoneNumber` so the API can bind a seeded member on first call, the
 * sign-in session's `sid` so the API can refuse them once `/session/revoked` lists it, and
 * `auth_time` (RFC 9470) so the API can ask for a fresh one-time code before a payout change:
 * oidc-provider signs it into the token, so the web app cannot claim a sign-in it did not do.
 */
export function extraTokenClaimsWith(accounts: AccountStore) {
  return async (
    ctx: KoaContextWithOIDC,
    token: { kind: string; accountId?: string | undefined; sid?: string | undefined },
  ) => {
    if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
    const account = await accounts.findById(token.accountId);
    if (!account) return undefined;
    const authTime = authTimeOf(ctx);
    return {
      PhoneNumber: account.mobile,
      ...(token.sid ? { sid: token.sid } : {}),
      ...(authTime !== undefined ? { auth_time: authTime } : {}),
    };
  };
}
