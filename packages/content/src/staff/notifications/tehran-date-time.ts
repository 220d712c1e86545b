import {
  jalaliMonthLength,
  jalaliToIsoDate,
  lazily,
  normalizeDigits,
  tehranDayStart,
  type JalaliDate,
} from '@clorofil/rules';

// A notification's start and end are typed as a Jalali date and a Tehran time, and travel as
// instants. (The same reading as the rewards console's window.)

const MINUTE_MS = 60_000;

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
  // Noon UTC of the Gregorian day is that day's afternoon in Tehran.
  const day = tehranDayStart(new Date(`${jalaliToIsoDate(date)}T12:00:00Z`));
  return new Date(day.getTime() + minutes * MINUTE_MS);
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
