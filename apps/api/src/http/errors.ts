import { fa } from '@clorofil/api-client/contract';
import type { ErrorBody } from '@clorofil/api-client/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/database.js';

/** An expected failure: its status and Persian body go to the caller as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Omit<ErrorBody, 'Message'> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get body(): ErrorBody {
    return { Message: this.message, ...this.extra };
  }
}

export const badRequest = (errors?: Record<string, string>, message: string = fa.badRequest) =>
  new ApiError(400, message, errors ? { errors } : {});
export const notFound = (message: string = fa.notFound) => new ApiError(404, message);
export const forbidden = (message: string = fa.forbidden) => new ApiError(403, message);
export const conflict = (message: string) => new ApiError(409, message);

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

const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, fa.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, fa.badRequest],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, fa.bodyTooLarge],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, fa.invalidJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, fa.invalidJson],
};

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    // SQLSTATE class 22 (data exception: out-of-range number, NUL byte, bad text) means a value
    // from the request slipped past validation; it is still the caller's bad input, not a 500.
    if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code)) {
      request.log.warn({ err: error }, 'database refused a request value');
      return reply.code(400).send({ Message: fa.badRequest } satisfies ErrorBody);
    }
    // PostgreSQL restarting or unreachable: nothing the caller did, and worth another try shortly.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send({ Message: fa.unavailable } satisfies ErrorBody);
    }
    const mapped = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (mapped) return reply.code(mapped[0]).send({ Message: mapped[1] } satisfies ErrorBody);
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ Message: fa.tooManyRequests } satisfies ErrorBody);
    if (error instanceof SyntaxError || (status >= 400 && status < 500)) {
      const message = error instanceof SyntaxError ? fa.invalidJson : fa.badRequest;
      return reply.code(status >= 400 && status < 500 ? status : 400).send({ Message: message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ Message: fa.serverError, detail: fa.serverErrorDetail } satisfies ErrorBody);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ Message: fa.notFound } satisfies ErrorBody));
}
