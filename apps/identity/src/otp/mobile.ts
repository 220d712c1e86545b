import { toLatinDigits } from '../text/persian.js';

export type MobileResult = { ok: true; mobile: string } | { ok: false; reason: 'empty' | 'invalid' };

// Spaces, dashes, dots, brackets and the invisible marks that copy-paste from chats brings along
// (ZWNJ, ZWJ, LRM/RLM, the directional embeddings and isolates, BOM).
const DECORATION = /[\s\-().\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * Normalises what a member typed into the canonical `09xxxxxxxxx` form: Persian/Arabic digits,
 * the +98 / 0098 / 98 country prefixes and a missing leading zero are all accepted. Operator
 * prefixes are deliberately not checked (new ranges appear every year).
 */
export function normaliseMobile(input: string | null | undefined): MobileResult {
  const compact = toLatinDigits(input ?? '').replace(DECORATION, '');
  if (compact === '') return { ok: false, reason: 'empty' };
  let mobile = compact;
  if (mobile.startsWith('+98')) mobile = `0${mobile.slice(3)}`;
  else if (mobile.startsWith('0098')) mobile = `0${mobile.slice(4)}`;
  else if (mobile.startsWith('98') && mobile.length === 12) mobile = `0${mobile.slice(2)}`;
  else if (mobile.startsWith('9') && mobile.length === 10) mobile = `0${mobile}`;
  return /^09\d{9}$/.test(mobile) ? { ok: true, mobile } : { ok: false, reason: 'invalid' };
}

/** The international form (`+989xxxxxxxxx`) that the OpenID `phone_number` claim asks for. */
export function toE164(mobile: string): string {
  return `+98${mobile.slice(1)}`;
}

/** A number as logs show it when a failure is worth recording: `0912***0001`. */
export function maskMobile(mobile: string): string {
  return mobile.length > 8 ? `${mobile.slice(0, 4)}***${mobile.slice(-4)}` : '***';
}
