// What the partner may see of other people's and of saved sensitive data. The API already sends
// buyers as «first name + initial»; the screen applies the same rule again so a future API
// change cannot put a buyer's full name on a partner's screen.
import { groupDigits } from '@clorofil/ui-rtl';

/** 'زهرا کریمی' → 'زهرا ک.'; an already shortened 'مریم ک.' stays as it is. */
export function maskBuyerName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return '';
  const last = rest.at(-1);
  if (!last) return first;
  if (last.endsWith('.')) return `${first} ${last}`;
  return `${first} ${[...last][0]}.`;
}

/** The BIN (which names the bank) and the last four digits: '6104 33** **** 8039'. */
export function maskCard(card: string): string {
  if (card.length < 10) return groupDigits('*'.repeat(card.length));
  return groupDigits(card.slice(0, 6) + '*'.repeat(card.length - 10) + card.slice(-4));
}

/**
 * `IR`, the check digits, the bank code and the last four, grouped as a Sheba is printed:
 * 'IR05 0120 **** **** **** **97 60'.
 */
export function maskSheba(iban: string): string {
  if (iban.length < 12) return groupDigits('*'.repeat(iban.length));
  return groupDigits(iban.slice(0, 8) + '*'.repeat(iban.length - 12) + iban.slice(-4));
}

/** Only the last four characters of an account number. */
export function maskAccountNumber(account: string): string {
  if (account.length <= 4) return account;
  return '*'.repeat(account.length - 4) + account.slice(-4);
}
