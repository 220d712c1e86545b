/**
 * The payload of a JWT, decoded without verifying the signature. Only for display (the mobile
 * number while the profile is unavailable); the API verifies tokens, the browser never trusts them.
 */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

// The last token read and its claim: useMember asks on every render of every part showing the
// member, and the token only changes when the session is renewed.
let lastToken: string | null | undefined;
let lastClaim: string | null = null;

/** The `PhoneNumber` claim (`09…`) of an access token, if present. */
export function phoneNumberClaim(accessToken: string | null | undefined): string | null {
  if (accessToken === lastToken) return lastClaim;
  const value = decodeJwtPayload(accessToken)?.PhoneNumber;
  lastToken = accessToken;
  lastClaim = typeof value === 'string' && value !== '' ? value : null;
  return lastClaim;
}
