// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkMobile } from './mobile';
import { checkPhone, isValidPhonePrefix } from './phone';
import { checkNumeric, checkPostalCode } from './simple-fields';
import { toArabic, toPersian } from './test-values';

describe('mobile', () => {
  it.each([
    ['09123456789', '09123456789'],
    ['+989351234567', '09351234567'],
    ['00989901234567', '09901234567'],
    ['989011234567', '09011234567'],
    [toPersian('09123456789'), '09123456789'],
    [toArabic('09123456789'), '09123456789'],
    ['0912 345 6789', '09123456789'],
    ['09991234567', '09991234567'], // new operator prefixes are not gated
  ])('accepts %s as %s', (input, value) => {
    expect(checkMobile(input)).toEqual({ valid: true, value });
  });

  it.each(['0912345678', '091234567890', '08123456789', '02112345678', '+449123456789', 'abc'])(
    'rejects %s',
    (input) => {
      expect(checkMobile(input)).toEqual({ valid: false, reason: 'format' });
    },
  );
});

describe('phone', () => {
  it.each([
    ['02112345678', '02112345678'],
    ['0311234567', '0311234567'],
    ['0211234', '0211234'],
    ['021-1234-5678', '02112345678'],
    [toPersian('02188776655'), '02188776655'],
    ['09123456789', '09123456789'],
  ])('accepts %s', (input, value) => {
    expect(checkPhone(input)).toEqual({ valid: true, value });
  });

  it.each([
    ['021123', 'length'], // 6 digits
    ['021123456789', 'length'], // 12 digits
    ['2112345678', 'length'], // no leading zero
    ['021a2345678', 'length'],
    ['00211234567', 'prefix'], // international 00
    ['', 'empty'],
  ])('rejects %s (%s)', (input, reason) => {
    expect(checkPhone(input)).toEqual({ valid: false, reason });
  });

  it('checks the prefix as soon as three digits are typed', () => {
    expect(isValidPhonePrefix('021')).toBe(true);
    expect(isValidPhonePrefix(toPersian('091'))).toBe(true);
    expect(isValidPhonePrefix('02')).toBe(false);
    expect(isValidPhonePrefix('001')).toBe(false);
    expect(isValidPhonePrefix('121')).toBe(false);
  });
});

describe('postal code', () => {
  it.each([
    ['1193653471', '1193653471'],
    ['11936-53471', '1193653471'],
    [toPersian('1193653471'), '1193653471'],
  ])('accepts %s', (input, value) => {
    expect(checkPostalCode(input)).toEqual({ valid: true, value });
  });

  it.each(['119365347', '11936534710', '11936x3471'])('rejects %s', (input) => {
    expect(checkPostalCode(input)).toEqual({ valid: false, reason: 'length' });
  });
});

describe('numeric', () => {
  it.each([
    ['12', '12'],
    [toPersian('1403'), '1403'],
    [toArabic('25'), '25'],
    [' 7 ', '7'],
  ])('accepts %s', (input, value) => {
    expect(checkNumeric(input)).toEqual({ valid: true, value });
  });

  it.each(['12.5', '-3', '1e3', 'دوازده', '1 2'])('rejects %s', (input) => {
    expect(checkNumeric(input)).toEqual({ valid: false, reason: 'format' });
  });
});
