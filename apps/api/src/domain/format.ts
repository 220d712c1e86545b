// Server-side formatting of what screens show verbatim: Jalali dates in Tehran with Persian
// digits (the club's one date formatter, shared with the screens), masked account numbers, and
// Persian numbers inside sentences.
import { formatJalaliDateTime } from '@clorofil/rules';

/** `۱۴۰۳/۰۸/۲۱، ساعت ۱۴:۳۰`: the same words and digits as every screen's date and time. */
export function persianDateTime(date: Date): string {
  return formatJalaliDateTime(date);
}

const number = new Intl.NumberFormat('fa-IR');
/** `۱٬۲۵۰` */
export function persianNumber(value: number): string {
  return number.format(value);
}

/** `زهرا کریمی` → `زهرا ک.`: a partner recognises the order without learning a buyer's full name. */
export function shortName(fullName: string): string {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]}.` : (first ?? '');
}
