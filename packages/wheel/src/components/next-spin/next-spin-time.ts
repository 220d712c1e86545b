// The daily spin opens again at Tehran midnight (the API counts Tehran calendar days), so the
// texts say when that is and how long is left — never "in 24 hours".
import { nextTehranDayStart, tehranDayKey } from '@clorofil/rules';
import { formatJalaliDate, toPersianDigits } from '@clorofil/ui-rtl';

/** When the member may spin next, seen at `now`. */
export function nextSpinAt(now: Date): Date {
  return nextTehranDayStart(now);
}

export type TimeLeft = { hours: number; minutes: number; seconds: number };

/**
 * The time left until `target`, in whole seconds rounded up (never negative), split into hours,
 * minutes and seconds. The ticking figure and the words both read it, so they always name the
 * same minute: «۰۵:۴۲:۱۲» is «۵ ساعت و ۴۲ دقیقه», never «… ۴۳ دقیقه».
 */
export function timeLeft(now: Date, target: Date): TimeLeft {
  const total = Math.max(Math.ceil((target.getTime() - now.getTime()) / 1000), 0);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** 'hh:mm:ss' left until `target` (never negative), in Persian digits. */
export function countdownText(now: Date, target: Date): string {
  const { hours, minutes, seconds } = timeLeft(now, target);
  const pad = (n: number) => String(n).padStart(2, '0');
  return toPersianDigits(`${pad(hours)}:${pad(minutes)}:${pad(seconds)}`);
}

/** The same wait in words, for screen readers and the dialog: '۵ ساعت و ۳ دقیقه'. */
export function waitInWords(now: Date, target: Date): string {
  const { hours, minutes } = timeLeft(now, target);
  const parts = [
    hours > 0 ? `${toPersianDigits(hours)} ساعت` : '',
    minutes > 0 ? `${toPersianDigits(minutes)} دقیقه` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' و ') : 'کمتر از یک دقیقه';
}

/**
 * 'ساعت ۰۰:۰۰ بامداد ۳ آذر ۱۴۰۵ به وقت تهران' — the next spin in Tehran wall-clock terms. The
 * moment is always a Tehran midnight, so the date is the day it opens.
 */
export function nextSpinSentence(target: Date): string {
  return `ساعت ۰۰:۰۰ بامداد ${formatJalaliDate(target, 'long')} به وقت تهران`;
}

/** True once `now` is on a later Tehran day than `since`: the new spin is open. */
export function isNewTehranDay(since: Date, now: Date): boolean {
  return tehranDayKey(now) !== tehranDayKey(since);
}
