// What each SPEC §5 rule accepts and refuses, as members type it. One table for the tests of
// every layer built on `rules` (yup fields here, the contract's zod schemas, the API), so they
// all exercise the same inputs. Check digits were verified independently (see test-values.ts).
import type { CheckFailure } from './check';
import type { RuleName } from './rules';

export interface RuleExamples {
  /** [typed, canonical]: what a member may type and what the form sends after `castForSubmit`. */
  valid: ReadonlyArray<readonly [string, string]>;
  /** [typed, reason]: refused by the form and by the contract with the same message. */
  invalid: ReadonlyArray<readonly [string, Exclude<CheckFailure, 'empty'>]>;
}

export const ruleExamples: Record<RuleName, RuleExamples> = {
  nationalCode: {
    valid: [
      ['0499370899', '0499370899'],
      ['۰۴۹۹۳۷۰۸۹۹', '0499370899'],
      ['٠٧٩٠٤١٩٩٠٤', '0790419904'],
      ['۰۰۷ ۲۱۴۵ ۳۶۶', '0072145366'],
      ['84575948', '0084575948'],
      ['499-370-899', '0499370899'],
    ],
    invalid: [
      ['0499370898', 'checksum'],
      ['3020588392', 'checksum'],
      ['1111111111', 'checksum'],
      ['1230000001', 'checksum'],
      ['1234567', 'length'],
      ['12345678901', 'length'],
      ['04993708a9', 'length'],
    ],
  },
  mobile: {
    valid: [
      ['09123456789', '09123456789'],
      ['+98 912 345 6789', '09123456789'],
      ['۰۰۹۸۹۹۰۱۲۳۴۵۶۷', '09901234567'],
      ['(0912) 345-6789', '09123456789'],
      ['9123456789', '09123456789'],
    ],
    invalid: [
      ['0912345678', 'format'],
      ['091234567890', 'format'],
      ['02112345678', 'format'],
      ['+449123456789', 'format'],
      ['abc', 'format'],
    ],
  },
  phone: {
    valid: [
      ['02188776655', '02188776655'],
      ['۰۲۱-۸۸۷۷ ۶۶۵۵', '02188776655'],
      ['(031) 1234567', '0311234567'],
      ['0211234', '0211234'],
    ],
    invalid: [
      ['021123', 'length'],
      ['021123456789', 'length'],
      ['2112345678', 'length'],
      ['00211234567', 'prefix'],
    ],
  },
  postalCode: {
    valid: [
      ['1193653471', '1193653471'],
      ['۱۱۹۳۶-۵۳۴۷۱', '1193653471'],
    ],
    invalid: [
      ['119365347', 'length'],
      ['11936534710', 'length'],
      ['11936x3471', 'length'],
    ],
  },
  numeric: {
    valid: [
      ['12', '12'],
      ['۱۲۳۴۵۶۷۸', '12345678'],
      [' 7 ', '7'],
    ],
    invalid: [
      ['12.5', 'format'],
      ['-3', 'format'],
      ['دوازده', 'format'],
      ['1 2', 'format'],
    ],
  },
  birthDate: {
    valid: [
      ['1370/05/12', '1370/05/12'],
      ['۱۳۷۰/۵/۱۲', '1370/05/12'],
      ['70/5/12', '1370/05/12'],
      ['1399/12/30', '1399/12/30'],
    ],
    invalid: [
      ['1402/12/30', 'range'],
      ['1370/13/1', 'range'],
      ['1370/7/31', 'range'],
      ['1499/01/01', 'range'],
      ['1370-5-12', 'format'],
      ['1370/5', 'format'],
      ['137/5/12', 'format'],
    ],
  },
  cardNumber: {
    valid: [
      ['6037701689095443', '6037701689095443'],
      ['۶۰۳۷ ۷۰۱۶ ۸۹۰۹ ۵۴۴۳', '6037701689095443'],
      ['6219-8610-3452-9007', '6219861034529007'],
    ],
    invalid: [
      ['6037701689095444', 'checksum'],
      ['6219861034529070', 'checksum'],
      ['603770168909544', 'length'],
      ['60377016890954430', 'length'],
      ['6037a01689095443', 'length'],
    ],
  },
  iban: {
    valid: [
      ['IR820540102680020817909002', 'IR820540102680020817909002'],
      ['IR۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲', 'IR820540102680020817909002'],
      ['ir55 0570 0220 8001 3447 3701 01', 'IR550570022080013447370101'],
      ['062960000000100324200001', 'IR062960000000100324200001'],
    ],
    invalid: [
      ['IR820540102680020817909003', 'checksum'],
      ['IR280540102680020817909002', 'checksum'],
      ['IR82054010268002081790900', 'format'],
      ['DE89370400440532013000', 'format'],
      ['IR8205401026800208179090AB', 'format'],
    ],
  },
  accountNumber: {
    valid: [
      ['0123456789', '0123456789'],
      ['207-8000-12345678-1', '207-8000-12345678-1'],
      ['۱۲۳۴/۵۶۷۸', '1234/5678'],
      [' 1234 5678 ', '12345678'],
    ],
    invalid: [
      ['123456789012345678901', 'length'],
      ['12--34', 'format'],
      ['-1234', 'format'],
      ['12a34', 'format'],
    ],
  },
  personName: {
    valid: [
      ['مریم', 'مریم'],
      [' علي ', 'علی'],
      ['كريمي\u200B', 'کریمی'],
      ['حسینی\u200Cنژاد', 'حسینی\u200Cنژاد'],
      ['امیر  حسین', 'امیر حسین'],
      ['آیدا', 'آیدا'],
    ],
    invalid: [
      ['م', 'length'],
      ['ب'.repeat(51), 'length'],
      ['Maryam', 'format'],
      ['مریم۲', 'format'],
      ['سارا!', 'format'],
    ],
  },
};
