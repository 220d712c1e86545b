import {
  jalaliMonthLength,
  lazily,
  normalizeDigits,
  tehranDayStart,
  tehranJalaliDate,
  type JalaliDate,
} from '@clorofil/rules';

// The availability window is typed as a Jalali date and a Tehran time, and travels as an instant.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Days from 1 Farvardin to the first of each month (six 31-day months, then 30-day ones). */
const dayOfYear = ({ month, day }: JalaliDate) => (month <= 6 ? (month - 1) * 31 : 186 + (month - 7) * 30) + day - 1;
const ordinal = (date: JalaliDate) => Math.round(date.year * 365.2422) + dayOfYear(date);

/** `۱۴۰۵/۰۱/۱۵` or `1405/1/15` → the Jalali day, when it is one. */
export function parseJalaliDate(text: string): JalaliDate | undefined {
  const match = /^\s*(\d{4})\s*[/\-.]\s*(\d{1,2})\s*[/\-.]\s*(\d{1,2})\s*$/.exec(normalizeDigits(text));
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1300 || year > 1500 || month < 1 || month > 12 || day < 1) return undefined;
  return day <= jalaliMonthLength(year, month) ? { year, month, day } : undefined;
}

/** `۰۹:۳۰` or `9:30` → minutes after midnight, when it is a time of day. */
export function parseTime(text: string): number | undefined {
  const match = /^\s*(\d{1,2})\s*[:٫.]\s*(\d{2})\s*$/.exec(normalizeDigits(text));
  if (!match) return undefined;
  const [hour, minute] = match.slice(1).map(Number) as [number, number];
  return hour < 24 && minute < 60 ? hour * 60 + minute : undefined;
}

/** The instant a Jalali date and Tehran time of day name. */
export function tehranInstant(date: JalaliDate, minutes: number): Date {
  // 1 Farvardin falls on 20–21 March; start near it and walk by whole days until the day matches.
  let guess = new Date(Date.UTC(date.year + 621, 2, 21, 12) + dayOfYear(date) * DAY_MS);
  for (let step = 0; step < 6; step += 1) {
    const off = ordinal(date) - ordinal(tehranJalaliDate(guess));
    if (off === 0) break;
    guess = new Date(guess.getTime() + off * DAY_MS);
  }
  return new Date(tehranDayStart(guess).getTime() + minutes * MINUTE_MS);
}

const parts = lazily(
  () =>
    new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** An instant as the form shows it: Jalali date and Tehran time, Latin digits (fields show Persian). */
export function tehranDateTimeParts(iso: string): { date: string; time: string } {
  const all = Object.fromEntries(
    parts()
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${all.year}/${all.month}/${all.day}`, time: `${all.hour}:${all.minute}` };
}
