import { fa, type ErrorBody } from '@clorofil/api-client/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/database.js';
import { DomainError, type RefusalKind } from '../domain/errors.js';

/**
 * A refusal made by the HTTP layer itself (a token, a rate limit, an Idempotency-Key, a body it
 * cannot read, a database or key store it cannot reach): its status, headers and Persian body go
 * to the caller as they are.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Omit<ErrorBody, 'Message'> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const STATUS: Record<RefusalKind, number> = { invalid: 400, forbidden: 403, notFound: 404, conflict: 409 };

export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: ErrorBody;
}

/** How an expected failure (the domain's or the HTTP layer's) is answered; undefined for any other error. */
export function errorAnswer(error: unknown): ErrorAnswer | undefined {
  if (error instanceof DomainError) {
    const body: ErrorBody = { Message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
    return { status: STATUS[error.kind], headers: {}, body };
  }
  if (error instanceof ApiError) {
    return { status: error.statusCode, headers: error.headers, body: { Message: error.message, ...error.extra } };
  }
  return undefined;
}

const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, fa.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, fa.badRequest],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, fa.bodyTooLarge],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, fa.invalidJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, fa.invalidJson],
};

/** The one error handler: every failure is answered SPEC's way, `{ Message, errors? }` in Persian. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error);
    if (answer) return reply.code(answer.status).headers(answer.headers).send(answer.body);
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
