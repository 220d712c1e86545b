// Server-side formatting of what screens show verbatim: Jalali dates in Tehran with Persian
// digits, masked account numbers, and Persian numbers inside sentences.
const jalali = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `۱۴۰۳/۰۸/۲۱ - ۱۴:۳۰` */
export function persianDateTime(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    jalali.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')} - ${part('hour')}:${part('minute')}`;
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
