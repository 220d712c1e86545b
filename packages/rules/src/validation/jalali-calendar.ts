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

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The Gregorian calendar day (`2026-12-04`) of a Jalali day, as the API's date filters take it.
 * Found from the Tehran calendar itself (the one `tehranJalaliDate` reads), starting at the day's
 * approximate place in the year, so no second calendar algorithm can disagree with it.
 */
export function jalaliToIsoDate(date: JalaliDate): string {
  const dayOfYear = (date.month <= 6 ? (date.month - 1) * 31 : 186 + (date.month - 7) * 30) + date.day - 1;
  // 1 Farvardin falls on 20–22 March; noon UTC is the same calendar day in Tehran.
  let guess = Date.UTC(date.year + 621, 2, 21, 12) + dayOfYear * DAY_MS;
  for (let step = 0; step < 5; step += 1) {
    const diff = compareJalali(date, tehranJalaliDate(new Date(guess)));
    if (diff === 0) break;
    guess += Math.sign(diff) * DAY_MS;
  }
  const found = new Date(guess);
  return `${pad(found.getUTCFullYear(), 4)}-${pad(found.getUTCMonth() + 1)}-${pad(found.getUTCDate())}`;
}
