// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ValidationError, object, string } from 'yup';
import { castForSubmit } from './cast';
import { ruleExamples } from './examples';
import { fieldSchemas } from './fields';
import { validationMessages as m } from './messages';
import { type Rule, type RuleName, judge, judgeWire, messageOf, rules } from './rules';

const names = Object.keys(rules) as RuleName[];

async function yupMessage(name: RuleName, value: string): Promise<string | undefined> {
  try {
    await fieldSchemas[name].validate(value);
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe.each(names)('rule %s', (name) => {
  const rule: Rule = rules[name];
  const { valid, invalid } = ruleExamples[name];

  it.each(valid)('reads %j as %j, which the wire accepts as it is', (typed, canonical) => {
    expect(judge(rule, typed)).toEqual({ valid: true, value: canonical });
    expect(judgeWire(rule, canonical)).toEqual({ valid: true, value: canonical });
    expect(fieldSchemas[name].cast(typed)).toBe(canonical);
  });

  it.each(valid.filter(([typed, canonical]) => typed !== canonical))(
    'refuses the un-normalised %j on the wire with the format message',
    (typed) => {
      expect(judgeWire(rule, typed)).toEqual({ valid: false, message: messageOf(rule, rule.wireFailure) });
    },
  );

  it.each(invalid)('refuses %j (%s) with the same message in the form and on the wire', async (typed, reason) => {
    expect(rule.check(typed)).toEqual({ valid: false, reason });
    const message = messageOf(rule, reason);
    expect(message).toMatch(/[\u0600-\u06FF]/);
    expect(judgeWire(rule, typed)).toEqual({ valid: false, message });
    expect(await yupMessage(name, typed)).toBe(message);
  });

  it('asks for a value with the SPEC required message', async () => {
    expect(judgeWire(rule, '')).toEqual({ valid: false, message: m.required });
    expect(await yupMessage(name, '  ')).toBe(m.required);
  });
});

describe('messages', () => {
  it('gives every failure a rule can report a Persian message of its own', () => {
    for (const name of names) {
      const rule: Rule = rules[name];
      for (const [, reason] of ruleExamples[name].invalid)
        expect(rule.messages[reason], `${name}.${reason}`).toBeDefined();
      expect(rule.messages[rule.wireFailure], name).toBeDefined();
    }
  });

  it('writes each sentence once in the message table', () => {
    const sentences: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') sentences.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(m);
    // The checksum sentences share a tail but each names its own field.
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});

describe('castForSubmit', () => {
  const schema = object({
    firstName: fieldSchemas.personName,
    nationalCode: fieldSchemas.nationalCode,
    iban: fieldSchemas.iban,
    creditCardNumber: fieldSchemas.cardNumber,
    mobile: fieldSchemas.mobile,
    note: string().default(''),
  });

  it('turns what a member typed into the wire form and drops fields the schema does not know', () => {
    const typed = {
      firstName: ' زهرا\u200B كاظمي ',
      nationalCode: '۰۰۷ ۲۱۴۵ ۳۶۶',
      iban: 'IR۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲',
      creditCardNumber: '۶۰۳۷ ۷۰۱۶ ۸۹۰۹ ۵۴۴۳',
      mobile: '+98 912 345 6789',
      note: 'کتاب\u200Cها',
      uiOnlyFlag: true,
    };
    expect(castForSubmit(schema, typed)).toEqual({
      firstName: 'زهرا کاظمی',
      nationalCode: '0072145366',
      iban: 'IR820540102680020817909002',
      creditCardNumber: '6037701689095443',
      mobile: '09123456789',
      note: 'کتاب\u200Cها',
    });
  });

  it('keeps a ZWNJ inside a name and collapses a run of them', () => {
    const values = {
      nationalCode: '0072145366',
      iban: 'IR820540102680020817909002',
      creditCardNumber: '6037701689095443',
      mobile: '09123456789',
    };
    expect(castForSubmit(schema, { ...values, firstName: 'حسینی\u200C\u200Cنژاد' }).firstName).toBe('حسینی\u200Cنژاد');
  });
});
