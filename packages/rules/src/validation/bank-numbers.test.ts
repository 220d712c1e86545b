// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardBankName, checkCardNumber, isValidCardNumber } from './card';
import { checkSheba, isValidSheba, normalizeSheba, shebaBankName } from './sheba';
import { checkAccountNumber } from './simple-fields';
import { makeCardNumber, makeSheba, toArabic, toPersian } from './test-values';

// Literal Shebas checked by hand with mod 97 (= 1): Parsian (054), Pasargad (057) and an unknown code (296).
const LITERAL_SHEBAS = [
  'IR820540102680020817909002',
  'IR550570022080013447370101',
  'IR710570029971601460641001',
  'IR062960000000100324200001',
];

describe('Sheba', () => {
  it.each(LITERAL_SHEBAS)('accepts the literal %s', (sheba) => {
    expect(checkSheba(sheba)).toEqual({ valid: true, value: sheba });
  });

  it.each(['017', '012', '054', '056', '062', '999'])('accepts a constructed Sheba for bank %s', (bank) => {
    expect(isValidSheba(makeSheba(bank, '0000001234567890123'))).toBe(true);
  });

  it('accepts lower case, spaces, Persian digits and bare 24 digits', () => {
    expect(isValidSheba('ir82 0540 1026 8002 0817 9090 02')).toBe(true);
    expect(checkSheba(`IR${toPersian('820540102680020817909002')}`)).toEqual({ valid: true, value: LITERAL_SHEBAS[0] });
    expect(isValidSheba(toArabic('550570022080013447370101'))).toBe(true);
    expect(normalizeSheba('820540102680020817909002')).toBe(LITERAL_SHEBAS[0]);
  });

  it.each([
    ['IR820540102680020817909003', 'checksum'],
    ['IR280540102680020817909002', 'checksum'], // swapped check digits
    ['IR012345678901234567890123', 'checksum'],
    ['IR82054010268002081790900', 'format'], // 23 digits
    ['DE89370400440532013000', 'format'],
    ['IR8205401026800208179090AB', 'format'],
    ['', 'empty'],
  ])('rejects %s (%s)', (sheba, reason) => {
    expect(checkSheba(sheba)).toEqual({ valid: false, reason });
  });

  it('names the bank from the three digits after the check digits, as a hint only', () => {
    expect(shebaBankName(LITERAL_SHEBAS[0] ?? '')).toBe('بانک پارسیان');
    expect(shebaBankName(LITERAL_SHEBAS[1] ?? '')).toBe('بانک پاسارگاد');
    expect(shebaBankName(makeSheba('017', '1'))).toBe('بانک ملی ایران');
    expect(shebaBankName('IR12017')).toBe('بانک ملی ایران'); // while typing
    expect(shebaBankName(LITERAL_SHEBAS[3] ?? '')).toBeUndefined();
    expect(isValidSheba(LITERAL_SHEBAS[3] ?? '')).toBe(true);
  });
});

describe('card number', () => {
  // Publicly shown sample cards with a correct Luhn digit.
  it.each([
    ['6037701689095443', 'بانک کشاورزی'],
    ['6219861034529007', 'بانک سامان'],
    ['5022291070873466', 'بانک پاسارگاد'],
    ['6274129005473742', 'بانک اقتصاد نوین'],
  ])('accepts %s and hints %s', (card, bank) => {
    expect(checkCardNumber(card)).toEqual({ valid: true, value: card });
    expect(cardBankName(card)).toBe(bank);
  });

  it('accepts constructed cards for other banks and for unknown BINs', () => {
    expect(isValidCardNumber(makeCardNumber('603799123456789'))).toBe(true);
    expect(cardBankName(makeCardNumber('603799123456789'))).toBe('بانک ملی ایران');
    const unknown = makeCardNumber('123456000000000');
    expect(isValidCardNumber(unknown)).toBe(true);
    expect(cardBankName(unknown)).toBeUndefined();
  });

  it('accepts grouped and Persian-digit input', () => {
    expect(checkCardNumber('6037-7016-8909-5443')).toEqual({ valid: true, value: '6037701689095443' });
    expect(isValidCardNumber(toPersian('6219 8610 3452 9007'))).toBe(true);
    expect(cardBankName(toArabic('610433'))).toBe('بانک ملت');
  });

  it.each([
    ['6037701689095444', 'checksum'],
    ['6219861034529070', 'checksum'],
    ['603770168909544', 'length'],
    ['60377016890954430', 'length'],
    ['6037a01689095443', 'length'],
    ['', 'empty'],
  ])('rejects %s (%s)', (card, reason) => {
    expect(checkCardNumber(card)).toEqual({ valid: false, reason });
  });
});

describe('account number', () => {
  it.each([
    ['0123456789', '0123456789'],
    ['207-8000-12345678-1', '207-8000-12345678-1'],
    ['47.001.234567.1', '47.001.234567.1'],
    ['۱۲۳۴/۵۶۷۸', '1234/5678'],
    [' 1234 5678 ', '12345678'],
    ['12345678901234567890', '12345678901234567890'],
  ])('accepts %s', (input, value) => {
    expect(checkAccountNumber(input)).toEqual({ valid: true, value });
  });

  it.each([
    ['123456789012345678901', 'length'],
    ['12--34', 'format'],
    ['-1234', 'format'],
    ['12a34', 'format'],
    ['', 'empty'],
  ])('rejects %s (%s)', (input, reason) => {
    expect(checkAccountNumber(input)).toEqual({ valid: false, reason });
  });
});
