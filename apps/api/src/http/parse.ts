import type { z } from 'zod';
import { badRequest, fieldErrors } from './errors.js';
import { normalizeInput } from './normalize.js';

/** Normalises then validates request input; failures become 400 with per-field Persian messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): z.output<S> {
  const result = schema.safeParse(normalizeInput(input));
  if (!result.success) throw badRequest(fieldErrors(result.error, prefix));
  return result.data;
}
