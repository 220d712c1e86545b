// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkNationalCode, isValidNationalCode } from './national-code';
import { makeNationalCode, toArabic, toPersian } from './test-values';

// Publicly circulated example codes whose check digit is correct.
const KNOWN_VALID = ['0499370899', '0790419904', '0084575948', '0013542419', '3020588391', '0067749828', '4608968882'];

describe('national code', () => {
  it.each(KNOWN_VALID)('accepts the known valid code %s', (code) => {
    expect(checkNationalCode(code)).toEqual({ valid: true, value: code });
  });

  it.each(['123456789', '001234567', '987654321', '555123456', '003004005'])(
    'accepts the computed code for %s',
    (firstNine) => {
      expect(isValidNationalCode(makeNationalCode(firstNine))).toBe(true);
    },
  );

  it('accepts Persian and Arabic digits and returns Latin ones', () => {
    expect(checkNationalCode(toPersian('0499370899'))).toEqual({ valid: true, value: '0499370899' });
    expect(isValidNationalCode(toArabic('0790419904'))).toBe(true);
  });

  it('pads 8 and 9 digit codes that lost their leading zeros', () => {
    expect(checkNationalCode('84575948')).toEqual({ valid: true, value: '0084575948' });
    expect(checkNationalCode('499370899')).toEqual({ valid: true, value: '0499370899' });
  });

  it('accepts the dashed form printed on cards', () => {
    expect(checkNationalCode('049-937089-9').valid).toBe(true);
  });

  it.each([
    ['0499370898', 'checksum'],
    ['0499370890', 'checksum'],
    ['3020588392', 'checksum'],
    ['1111111111', 'checksum'], // passes the checksum but is never issued
    ['0000000000', 'checksum'],
    ['1230000001', 'checksum'], // middle six all zero
    ['1234567', 'length'],
    ['12345678901', 'length'],
    ['04993708a9', 'length'],
    ['', 'empty'],
  ])('rejects %s (%s)', (code, reason) => {
    expect(checkNationalCode(code)).toEqual({ valid: false, reason });
  });

  it('does not reject by city prefix', () => {
    // 999 is not an assigned city prefix; only the checksum matters.
    expect(isValidNationalCode(makeNationalCode('999123456'))).toBe(true);
  });
});
