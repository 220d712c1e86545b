// Everything a member reads uses Persian digits; everything the server compares uses Latin ones.
const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

/** Maps Persian (۰–۹) and Arabic-Indic (٠–٩) digits to Latin digits, leaving everything else. */
export function toLatinDigits(input: string): string {
  return input.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const base = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_ZERO;
    return String(code - base);
  });
}

/** Maps Latin digits to Persian digits, leaving everything else. */
export function toPersianDigits(input: string | number): string {
  return String(input).replace(/[0-9]/g, (d) => String.fromCharCode(PERSIAN_ZERO + Number(d)));
}

const grouped = new Intl.NumberFormat('fa-IR', { useGrouping: true });

/** A count as a Persian reader expects it: Persian digits with grouping (۱۲٬۳۴۵). */
export function formatNumber(value: number): string {
  return grouped.format(value);
}

/** A waiting time in natural Persian: «۴۵ ثانیه» under a minute, otherwise whole minutes rounded up. */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${formatNumber(whole)} ثانیه`;
  return `${formatNumber(Math.ceil(whole / 60))} دقیقه`;
}

/** A longer wait in natural Persian: «۵ ساعت و ۱۲ دقیقه», «۴۰ دقیقه», «۳ ساعت». */
export function formatHoursAndMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${formatNumber(rest)} دقیقه`;
  if (rest === 0) return `${formatNumber(hours)} ساعت`;
  return `${formatNumber(hours)} ساعت و ${formatNumber(rest)} دقیقه`;
}
