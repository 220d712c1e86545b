import { fa } from '@clorofil/api-client/contract';
import type { z } from 'zod';

/**
 * The refusals a domain rule makes. Each is answered with its own status and the error body
 * `{ Message, errors? }` by http/errors.ts; the domain names the kind, never the status.
 */
export type RefusalKind = 'invalid' | 'forbidden' | 'notFound' | 'conflict';

/** An expected refusal: its Persian message (and per-field messages) go to the caller as they are. */
export class DomainError extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** Per-field Persian messages, keyed by the field's path (`userTypeInfo.grade`, `_` for the whole). */
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const invalid = (errors?: Record<string, string>, message: string = fa.badRequest) =>
  new DomainError('invalid', message, errors);
export const forbidden = (message: string = fa.forbidden) => new DomainError('forbidden', message);
export const notFound = (message: string = fa.notFound) => new DomainError('notFound', message);
export const conflict = (message: string) => new DomainError('conflict', message);

/** Maps zod issues to `{ field: message }`, keeping the first message per field. */
export function fieldErrors(error: z.ZodError, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of keys) {
      const field = [prefix, ...path.map(String)].filter(Boolean).join('.') || '_';
      const message = issue.code === 'unrecognized_keys' ? fa.unknownField : persianOr(issue.message);
      errors[field] ??= message;
    }
  }
  return errors;
}

// zod's own English messages (wrong type, too big…) are replaced by a Persian generic one.
function persianOr(message: string): string {
  return /[\u0600-\u06FF]/.test(message) ? message : fa.invalidValue;
}
