// @vitest-environment node
// The contract's field rules are the forms' rules: same checks, same Persian sentences. These
// tests fail if a rule or a message is written again in the contract (and so could drift).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Rule,
  type RuleName,
  fieldSchemas,
  messageOf,
  ruleExamples,
  rules,
  validationMessages,
} from '@clorofil/rules';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  jalaliDateSchema,
  mobileSchema,
  nationalCodeSchema,
  phoneSchema,
  postalCodeSchema,
  teacherInfoSchema,
  updateBankInformationRequestSchema,
  updateProfileRequestSchema,
} from './index.js';

// The contract field that carries each rule, and whether it demands the canonical wire form
// (top-level fields) or reads typed input (inside the userTypeInfo JSON text).
const contractFields: Record<RuleName, { schema: z.ZodType<string, string>; strict: boolean }> = {
  nationalCode: { schema: nationalCodeSchema, strict: true },
  mobile: { schema: mobileSchema, strict: true },
  personName: { schema: updateProfileRequestSchema.shape.firstName, strict: true },
  iban: { schema: updateBankInformationRequestSchema.shape.iban, strict: true },
  accountNumber: { schema: updateBankInformationRequestSchema.shape.accountNumber, strict: true },
  cardNumber: { schema: updateBankInformationRequestSchema.shape.creditCardNumber, strict: true },
  phone: { schema: phoneSchema, strict: false },
  postalCode: { schema: postalCodeSchema, strict: false },
  birthDate: { schema: jalaliDateSchema, strict: false },
  numeric: { schema: teacherInfoSchema.shape.personnelCode, strict: false },
};

function zodMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function yupMessage(name: RuleName, value: unknown): string | undefined {
  try {
    fieldSchemas[name].validateSync(value);
    return undefined;
  } catch (error) {
    // yup's ValidationError (api-client does not depend on yup itself).
    if (error instanceof Error && error.name === 'ValidationError') return error.message;
    throw error;
  }
}

const names = Object.keys(rules) as RuleName[];

describe.each(names)('%s: contract and form agree', (name) => {
  const { schema, strict } = contractFields[name];
  const rule: Rule = rules[name];
  const { valid, invalid } = ruleExamples[name];

  it.each(invalid)('refuses %j with the message the form shows', (typed) => {
    const formMessage = yupMessage(name, typed);
    expect(formMessage).toMatch(/[\u0600-\u06FF]/);
    expect(zodMessage(schema, typed)).toBe(formMessage);
  });

  it("asks for a missing value with the form's required message", () => {
    expect(zodMessage(schema, undefined)).toBe(validationMessages.required);
    expect(zodMessage(schema, '')).toBe(validationMessages.required);
    expect(yupMessage(name, '')).toBe(validationMessages.required);
  });

  it.each(valid)('takes what the form sends for %j', (typed, canonical) => {
    const sent = fieldSchemas[name].cast(typed);
    expect(sent).toBe(canonical);
    expect(schema.parse(sent)).toBe(canonical);
    if (strict && typed !== canonical) {
      // Raw, un-cast input is not the wire form: refused with the form's format sentence.
      expect(zodMessage(schema, typed)).toBe(messageOf(rule, rule.wireFailure));
    }
    if (!strict) expect(schema.parse(typed)).toBe(canonical);
  });
});

describe('the contract writes no field rule of its own', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const sources = readdirSync(here)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file, text: readFileSync(join(here, file), 'utf8') }));
  const sentences: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') sentences.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(validationMessages);

  it.each(sentences)('does not repeat «%s»', (sentence) => {
    for (const { file, text } of sources) expect(text.includes(sentence), file).toBe(false);
  });

  it('has no SPEC §5 pattern (national code, mobile, card, Sheba, postal code, phone, birth date)', () => {
    const patterns = [
      /\\d\{10\}/,
      /\\d\{16\}/,
      /\\d\{24\}/,
      /09\\d/,
      /\\d\{5\}/,
      /\\d\{6,10\}/,
      /\\d\{1,10\}/,
      /\\d\{2\}\\\//,
    ];
    for (const { file, text } of sources) {
      for (const pattern of patterns) expect(pattern.test(text), `${file} ${pattern}`).toBe(false);
    }
  });
});
