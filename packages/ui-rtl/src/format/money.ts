import { formatNumber } from './digits';

// SPEC §9: purchases are in toman, commissions in rial; the unit is always spelt out.
const RIALS_PER_TOMAN = 10;

/** 12000 → '۱۲٬۰۰۰ تومان'. */
export function formatToman(amount: number | bigint): string {
  return `${formatNumber(amount)} تومان`;
}

/** 120000 → '۱۲۰٬۰۰۰ ریال'. */
export function formatRial(amount: number | bigint): string {
  return `${formatNumber(amount)} ریال`;
}

/** One toman is ten rials. */
export function tomanToRial(toman: number): number {
  return toman * RIALS_PER_TOMAN;
}

/** Rials to toman; fractions of a toman are kept, rounding is the caller's choice. */
export function rialToToman(rial: number): number {
  return rial / RIALS_PER_TOMAN;
}
