/** How the API tells a member something by SMS: through the identity provider's SMS interface. */
export interface MemberTexter {
  text(mobile: string, message: string): Promise<void>;
}

export interface IdentitySmsOptions {
  /** `{ISSUER}/sms/member` unless IDENTITY_SMS_URL says otherwise. */
  url: string;
  /** API_CLIENT_SECRET, shared with the identity provider; the client id is `clorofil-api`. */
  secret: string;
  timeoutMs?: number;
}

export const API_CLIENT_ID = 'clorofil-api';

/** The API's HTTP Basic credentials at the identity provider (`client_secret_basic`). */
export function apiClientAuthorization(secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(API_CLIENT_ID)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

/**
 * The identity provider owns the SMS gateway (and the demo outbox), so the API asks it to send
 * rather than holding gateway credentials of its own. Authenticated as a confidential client.
 */
export function identitySms({ url, secret, timeoutMs = 5000 }: IdentitySmsOptions): MemberTexter {
  const authorization = apiClientAuthorization(secret);
  return {
    async text(mobile, message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ mobile, message }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`the identity provider answered ${response.status} to ${url}`);
    },
  };
}
