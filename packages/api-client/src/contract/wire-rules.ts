// The bridge from the SPEC §5 rules of `@clorofil/rules` to zod. No rule, pattern or
// message is written here: the rule decides, this file only reports its verdict as a zod issue.
import { type Rule, judge, judgeWire, validationMessages } from '@clorofil/rules';
import { z } from './zod.js';

/**
 * A field as it must travel: already canonical (Latin digits, no spaces, `09…`, `IR…`). What a
 * form's `castForSubmit` produces passes; raw input is refused with the form's own message.
 */
export function wireField(rule: Rule) {
  return z.string({ error: validationMessages.required }).superRefine((value, ctx) => {
    const verdict = judgeWire(rule, value);
    if (!verdict.valid) ctx.addIssue({ code: 'custom', message: verdict.message });
  });
}

/**
 * A field inside `userTypeInfo`, which is JSON text the server parses and normalises itself (see
 * CONTRACT.md): typed forms are accepted when the rule accepts them, and the parsed value is the
 * canonical one the server stores.
 */
export function typedField(rule: Rule) {
  return z.string({ error: validationMessages.required }).transform((value, ctx) => {
    const verdict = judge(rule, value);
    if (verdict.valid) return verdict.value;
    ctx.addIssue({ code: 'custom', message: verdict.message });
    return z.NEVER;
  });
}
