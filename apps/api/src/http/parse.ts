import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors, invalid } from '../domain/errors.js';
import { normalizeInput } from '../domain/normalize.js';

/** Normalises then validates request input; failures become 400 with per-field Persian messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): z.output<S> {
  const result = schema.safeParse(normalizeInput(input));
  if (!result.success) throw invalid(fieldErrors(result.error, prefix));
  return result.data;
}

/**
 * The body exactly as the staff member wrote it. Every request is normalised for form input
 * (Persian digits to Latin, direction marks dropped), which would turn «۱۴۰۴» in a page, a prize
 * «۵ کلروفیل» or a reason «سفارش ۱۳۹۰» into Latin digits; text that is kept or published as
 * typed is validated again without that.
 */
export function asWritten<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  const result = schema.safeParse(request.body);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}
