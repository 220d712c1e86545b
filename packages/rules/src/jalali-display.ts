// Jalali (Persian calendar) display in Tehran time with Persian digits (PERSIAN-UX). The one date
// formatter of the club: the screens (through @clorofil/ui-rtl) and the API's texts (SMS,
// notifications, score lines) print dates with it, so a date reads the same wherever it appears.
// Intl ships the calendar in browsers and in Node (full ICU), so no calendar library is needed.
import { lazily } from './lazily';

export type DateInput = Date | string | number;

const TEHRAN = 'Asia/Tehran';
const LOCALE = 'fa-IR-u-ca-persian';

// Zero-padded month and day: '۱۴۰۵/۰۹/۱۲', so dates line up in columns and never read two ways.
const numericDate = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: TEHRAN, year: 'numeric', month: '2-digit', day: '2-digit' }),
);
const longDate = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: TEHRAN, year: 'numeric', month: 'long', day: 'numeric' }),
);
const time = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: TEHRAN, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

function toDate(input: DateInput): Date | undefined {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `numeric` for lists, tables and messages; `long` (the month's name) inside a sentence. */
export type JalaliDateStyle = 'numeric' | 'long';

/**
 * The Tehran calendar day of an instant in Jalali: '۱۴۰۳/۰۱/۰۱' (numeric, default) or
 * '۱ فروردین ۱۴۰۳' (long). An unparseable input gives '' so a bad value never shows 'Invalid Date'.
 */
export function formatJalaliDate(input: DateInput, style: JalaliDateStyle = 'numeric'): string {
  const date = toDate(input);
  if (!date) return '';
  return (style === 'long' ? longDate : numericDate)().format(date);
}

/** The 24-hour Tehran time of an instant: '۱۵:۳۰' ('' for an unparseable input). */
export function formatTehranTime(input: DateInput): string {
  const date = toDate(input);
  return date ? time().format(date) : '';
}

/** Date and 24-hour Tehran time: '۱۴۰۳/۰۱/۰۱، ساعت ۱۵:۳۰'. Intl would join them with a Latin comma. */
export function formatJalaliDateTime(input: DateInput, style: JalaliDateStyle = 'numeric'): string {
  const date = toDate(input);
  if (!date) return '';
  return `${formatJalaliDate(date, style)}، ساعت ${formatTehranTime(date)}`;
}
