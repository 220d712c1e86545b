import type { Account as OidcAccount, FindAccount, KoaContextWithOIDC } from 'oidc-provider';
import type { AccountStore } from '../accounts/account-store.js';
import { toE164 } from '../otp/mobile.js';

/** `PhoneNumber` is the club's own claim (09xxxxxxxxx); `phone_number` is the OpenID standard one (E.164). */
export function findAccountWith(accounts: AccountStore): FindAccount {
  return async (_ctx, sub): Promise<OidcAccount | undefined> => {
    const account = await accounts.findById(sub);
    if (!account) return undefined;
    return {
      accountId: account.id,
      claims: () => ({
        sub: account.id,
        PhoneNumber: account.mobile,
        phone_number: toE164(account.mobile),
        phone_number_verified: true,
      }),
    };
  };
}

/** Member access tokens carry `PhoneNumber` so the API can bind a seeded member on first call. */
export function extraTokenClaimsWith(accounts: AccountStore) {
  return async (_ctx: KoaContextWithOIDC, token: { kind: string; accountId?: string | undefined }) => {
    if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
    const account = await accounts.findById(token.accountId);
    return account ? { PhoneNumber: account.mobile } : undefined;
  };
}
