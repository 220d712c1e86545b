// Builders for valid test values. They compute check digits independently of the code under test
// (BigInt arithmetic, brute force over the control digit), so a bug in a validator cannot hide
// behind the same bug in its test data.

/** A valid national code from nine digits: the control digit found by trying all ten. */
export function makeNationalCode(firstNine: string): string {
  for (let control = 0; control <= 9; control += 1) {
    const digits = [...firstNine].map(Number);
    const sum = digits.reduce((acc, d, i) => acc + d * (10 - i), 0);
    const r = sum % 11;
    if ((r < 2 && control === r) || (r >= 2 && control === 11 - r)) return `${firstNine}${control}`;
  }
  throw new Error(`no control digit for ${firstNine}`);
}

/** A valid Sheba for a bank code (3 digits) and a 19-digit account part, via ISO 7064 mod 97-10. */
export function makeSheba(bankCode: string, account: string): string {
  const bban = `${bankCode}${account.padStart(19, '0')}`;
  const check = 98n - (BigInt(`${bban}182700`) % 97n);
  return `IR${check.toString().padStart(2, '0')}${bban}`;
}

/** A valid 16-digit card from a 15-digit prefix: the Luhn digit found by trying all ten. */
export function makeCardNumber(prefix: string): string {
  for (let last = 0; last <= 9; last += 1) {
    const card = `${prefix}${last}`;
    const sum = [...card].reverse().reduce((acc, ch, i) => {
      const doubled = i % 2 === 1 ? Number(ch) * 2 : Number(ch);
      return acc + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    if (sum % 10 === 0) return card;
  }
  throw new Error(`no Luhn digit for ${prefix}`);
}

/** Latin digits → Persian (۰–۹) or Arabic (٠–٩), to feed validators what members type. */
export function toPersian(value: string): string {
  return value.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
}
export function toArabic(value: string): string {
  return value.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}
