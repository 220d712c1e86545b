import type { z } from 'zod';
import { fieldErrors, invalid } from '../domain/errors.js';
import { normalizeInput } from '../domain/normalize.js';

/** Normalises then validates request input; failures become 400 with per-field Persian messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): z.output<S> {
  const result = schema.safeParse(normalizeInput(input));
  if (!result.success) throw invalid(fieldErrors(result.error, prefix));
  return result.data;
}
