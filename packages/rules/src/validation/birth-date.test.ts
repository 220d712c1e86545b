// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkJalaliBirthDate, checkJalaliDate, parseJalaliBirthDate } from './birth-date';
import { isJalaliLeapYear, jalaliMonthLength, jalaliToIsoDate } from './jalali-calendar';
import { toArabic, toPersian } from './test-values';

// "Today" for these tests: 1404/5/10 in Tehran (2025-08-01).
const NOW = new Date('2025-08-01T08:00:00Z');

describe('Jalali leap years', () => {
  it('knows recent leap years', () => {
    expect([1395, 1399, 1403, 1408].every(isJalaliLeapYear)).toBe(true);
    expect([1400, 1401, 1402, 1404, 1407].some(isJalaliLeapYear)).toBe(false);
  });

  it('agrees with the Intl persian calendar on Esfand 30 for 1300–1499', () => {
    const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
      timeZone: 'UTC',
      month: 'numeric',
      day: 'numeric',
    });
    const mismatches: number[] = [];
    for (let year = 1300; year < 1500; year += 1) {
      // Nowruz falls between 19 and 22 March; the day before it is the last day of Esfand.
      for (let day = 19; day <= 22; day += 1) {
        const instant = Date.UTC(year + 622, 2, day);
        const [m, d] = parts.format(new Date(instant)).split('/').map(Number);
        if (m !== 1 || d !== 1) continue;
        const lastDay = Number(parts.format(new Date(instant - 86_400_000)).split('/')[1]);
        if ((lastDay === 30) !== isJalaliLeapYear(year)) mismatches.push(year);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('gives month lengths 31, 30 and 29/30', () => {
    expect(jalaliMonthLength(1402, 6)).toBe(31);
    expect(jalaliMonthLength(1402, 7)).toBe(30);
    expect(jalaliMonthLength(1402, 12)).toBe(29);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
  });
});

describe('birth date', () => {
  it.each([
    ['1370/5/12', '1370/05/12'],
    ['1370/05/12', '1370/05/12'],
    ['70/5/12', '1370/05/12'],
    ['03/1/1', '1403/01/01'],
    ['1403/12/30', '1403/12/30'], // Esfand 30 in a leap year
    ['1399/12/30', '1399/12/30'],
    ['1404/5/10', '1404/05/10'], // today
    [toPersian('1380/6/31'), '1380/06/31'],
    [toArabic('1365/11/30'), '1365/11/30'],
  ])('accepts %s as %s', (input, value) => {
    expect(checkJalaliBirthDate(input, NOW)).toEqual({ valid: true, value });
  });

  it.each([
    ['1402/12/30', 'range'], // 1402 is not a leap year
    ['1370/13/1', 'range'],
    ['1370/0/10', 'range'],
    ['1370/7/31', 'range'],
    ['1370/1/32', 'range'],
    ['1370/1/0', 'range'],
    ['1404/5/11', 'range'], // tomorrow
    ['1370-5-12', 'format'],
    ['1570/5/12', 'format'],
    ['1370/5', 'format'],
    ['137/5/12', 'format'],
    ['', 'empty'],
  ])('rejects %s (%s)', (input, reason) => {
    expect(checkJalaliBirthDate(input, NOW)).toEqual({ valid: false, reason });
  });

  it('reads two-digit years relative to the current Jalali year', () => {
    expect(parseJalaliBirthDate('04/1/1', NOW)?.year).toBe(1404);
    expect(parseJalaliBirthDate('05/1/1', NOW)?.year).toBe(1305);
    expect(parseJalaliBirthDate('99/1/1', NOW)?.year).toBe(1399);
  });
});

describe('jalaliToIsoDate and checkJalaliDate', () => {
  it.each([
    [{ year: 1405, month: 1, day: 1 }, '2026-03-21'],
    [{ year: 1403, month: 12, day: 30 }, '2025-03-20'],
    [{ year: 1405, month: 9, day: 13 }, '2026-12-04'],
    [{ year: 1388, month: 4, day: 12 }, '2009-07-03'],
  ])('%o is %s', (date, iso) => {
    expect(jalaliToIsoDate(date)).toBe(iso);
  });

  it('takes a future day, refuses one that does not exist', () => {
    expect(checkJalaliDate('۱۴۹۰/۰۱/۰۱')).toEqual({ valid: true, value: '1490/01/01' });
    expect(checkJalaliDate('1404/12/30').valid).toBe(false);
    expect(checkJalaliDate('').valid).toBe(false);
  });
});
