import type { DiscountCode } from '@clorofil/api-client';

/** Expired by the server's word or by its date (a page left open past midnight). */
export function isCodeExpired(code: DiscountCode, now: Date): boolean {
  return code.isExpired || (code.expirationDate !== null && Date.parse(code.expirationDate) <= now.getTime());
}

/** Usable codes first in the server's order (newest first), expired ones after them. */
export function orderDiscountCodes(codes: readonly DiscountCode[], now: Date): DiscountCode[] {
  return [...codes].sort((a, b) => Number(isCodeExpired(a, now)) - Number(isCodeExpired(b, now)));
}
