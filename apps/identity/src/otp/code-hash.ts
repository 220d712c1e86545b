import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Codes are kept only as HMAC-SHA256(pepper, "mobile:code"). Six digits are a tiny space, so a
 * plain hash would fall to a lookup table; the pepper lives outside the codes table (secrets row
 * or OTP_PEPPER) and binding the number stops a code from being valid for another number.
 */
export function hashCode(pepper: string, mobile: string, code: string): string {
  return createHmac('sha256', pepper).update(`${mobile}:${code}`).digest('hex');
}

export function codeMatches(pepper: string, storedHash: string, mobile: string, code: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashCode(pepper, mobile, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
