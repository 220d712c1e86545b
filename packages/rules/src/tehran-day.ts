// Server-safe (no DOM) helpers for "a day" in the product: the daily spin and the 7-day window are
// Tehran calendar days (PERSIAN-UX). Keys use the Gregorian calendar so they sort and store well.
import { lazily } from './lazily';

const TEHRAN = 'Asia/Tehran';
const DAY_MS = 86_400_000;

const parts = lazily(
  () =>
    new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone: TEHRAN,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function tehranWallClock(date: Date): WallClock {
  if (Number.isNaN(date.getTime())) throw new RangeError('tehran-day: invalid date');
  const field = Object.fromEntries(
    parts()
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<keyof WallClock, number>;
  return field;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the Tehran calendar day containing the instant (Gregorian digits, Latin). */
export function tehranDayKey(date: Date): string {
  const { year, month, day } = tehranWallClock(date);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The instant at which the Tehran day containing `date` began (Tehran midnight). */
export function tehranDayStart(date: Date): Date {
  const wall = tehranWallClock(date);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offset = wallAsUtc - Math.floor(date.getTime() / 1000) * 1000;
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day) - offset);
}

/** The instant the next Tehran day begins: when "come back tomorrow" becomes true. */
export function nextTehranDayStart(date: Date): Date {
  // Jump well into the next day and take its start, so an hour shift (Iran used daylight saving
  // until 2022) cannot land us on the wrong day.
  return tehranDayStart(new Date(tehranDayStart(date).getTime() + DAY_MS + DAY_MS / 2));
}
