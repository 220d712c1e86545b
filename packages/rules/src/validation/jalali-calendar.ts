// The little Jalali arithmetic validation needs. The 33-year rule below agrees with the official
// (astronomical) calendar and with ICU's persian calendar for every year from 1200 to 1500; the
// tests compare it with Intl for 1300–1499.
import { lazily } from '../lazily';

export interface JalaliDate {
  year: number;
  month: number;
  day: number;
}

export function isJalaliLeapYear(year: number): boolean {
  return (((25 * year + 11) % 33) + 33) % 33 < 8;
}

/** Farvardin–Shahrivar have 31 days, Mehr–Bahman 30, Esfand 29 or 30 in a leap year. */
export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isJalaliLeapYear(year) ? 30 : 29;
}

export function isValidJalaliDate({ year, month, day }: JalaliDate): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= jalaliMonthLength(year, month);
}

// Built on first use (lazily.ts): the Persian calendar and Tehran's zone cost ~30–60 ms of a
// phone's main thread to load, and this module is evaluated with the API contract at every start.
const tehranJalali = lazily(
  () =>
    new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }),
);

/** The Jalali date of the Tehran calendar day containing `instant`. */
export function tehranJalaliDate(instant: Date): JalaliDate {
  const field = (type: string) =>
    Number.parseInt(
      tehranJalali()
        .formatToParts(instant)
        .find((p) => p.type === type)?.value ?? '',
      10,
    );
  return { year: field('year'), month: field('month'), day: field('day') };
}

export function compareJalali(a: JalaliDate, b: JalaliDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
