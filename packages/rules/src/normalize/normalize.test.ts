// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizeDigits, normalizeMobile, normalizeText } from './index';

const ZWNJ = '\u200C';

describe('normalizeDigits', () => {
  it.each([
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['کد ۱۲۳ و ٤٥٦', 'کد 123 و 456'],
    ['IR۰۶۲٩', 'IR0629'],
    ['abc', 'abc'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizeDigits(input)).toBe(expected);
  });
});

describe('normalizeText', () => {
  it('turns Arabic yeh, alef maksura and kaf into Persian letters', () => {
    expect(normalizeText('علي كريمي')).toBe('علی کریمی');
    expect(normalizeText('موسى')).toBe('موسی');
    expect(normalizeText('علی کریمی')).not.toMatch(/[\u064A\u0643\u0649]/);
  });

  it('keeps a ZWNJ inside a word', () => {
    expect(normalizeText(`می${ZWNJ}خواهم`)).toBe(`می${ZWNJ}خواهم`);
    expect(normalizeText(`کتاب${ZWNJ}ها`)).toBe(`کتاب${ZWNJ}ها`);
  });

  it('collapses repeated ZWNJs and drops those at word edges', () => {
    expect(normalizeText(`می${ZWNJ}${ZWNJ}خواهم`)).toBe(`می${ZWNJ}خواهم`);
    expect(normalizeText(`${ZWNJ}سلام${ZWNJ}`)).toBe('سلام');
    expect(normalizeText(`سلام${ZWNJ} دنیا`)).toBe('سلام دنیا');
  });

  it('removes zero-width spaces, joiners, direction marks and BOM', () => {
    const dirty = `\uFEFF\u200Bمریم\u200D\u200E \u200Fاحمدی\u2066\u2069\u202B\u202C`;
    expect(normalizeText(dirty)).toBe('مریم احمدی');
  });

  it('trims surrounding whitespace but keeps inner spaces', () => {
    expect(normalizeText('  زهرا  رضایی \n')).toBe('زهرا  رضایی');
  });
});

describe('normalizeMobile', () => {
  it.each([
    ['09123456789', '09123456789'],
    ['+989123456789', '09123456789'],
    ['+98 912 345 6789', '09123456789'],
    ['00989123456789', '09123456789'],
    ['989123456789', '09123456789'],
    ['9123456789', '09123456789'],
    ['۰۹۱۲-۳۴۵-۶۷۸۹', '09123456789'],
    ['٠٩١٢٣٤٥٦٧٨٩', '09123456789'],
    ['(0912) 345 6789', '09123456789'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
  });

  it('leaves numbers it does not recognise cleaned but unchanged', () => {
    expect(normalizeMobile('0211234567')).toBe('0211234567');
    expect(normalizeMobile('+44 7700 900123')).toBe('+447700900123');
  });
});
