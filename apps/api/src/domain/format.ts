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

/** `IR********************0001`: enough for the owner to recognise the account, useless to anyone else. */
export function maskIban(iban: string): string {
  if (iban.length <= 6) return '*'.repeat(iban.length);
  return `${iban.slice(0, 2)}${'*'.repeat(iban.length - 6)}${iban.slice(-4)}`;
}

/** `603799******7893`: the bank prefix and the last four, as printed on receipts. */
export function maskCard(card: string): string {
  if (card.length < 10) return '*'.repeat(card.length);
  return `${card.slice(0, 6)}${'*'.repeat(card.length - 10)}${card.slice(-4)}`;
}

/** `زهرا کریمی` → `زهرا ک.`: a partner recognises the order without learning a buyer's full name. */
export function shortName(fullName: string): string {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]}.` : (first ?? '');
}
