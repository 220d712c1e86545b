/**
 * What went wrong, as a screen needs to know it:
 * `http` the server answered non-2xx; `network` no answer (offline, DNS, CORS, timeout);
 * `aborted` the caller cancelled (a component unmounted); `contract` a 2xx answer that breaks the
 * wire contract, treated as an error rather than passed on half-valid.
 */
export type ApiErrorKind = 'http' | 'network' | 'aborted' | 'contract';

/** Persian fallbacks for when the server sent no usable message (SPEC §8). */
export const apiErrorMessages = {
  network: 'ارتباط با سرور برقرار نشد. لطفاً اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.',
  server: 'خطای سرور',
  unknown: 'خطای ناشناخته',
  aborted: 'درخواست لغو شد.',
  contract: 'پاسخ سرور قابل استفاده نبود. لطفاً کمی بعد دوباره تلاش کنید.',
} as const;

export type ApiErrorInit = {
  kind: ApiErrorKind;
  status: number;
  message: string;
  detail?: string;
  fieldErrors?: Record<string, string>;
  idempotencyKey?: string;
  retryAfterSeconds?: number;
  /** A 401 asking for a fresh one-time code (RFC 9470 step-up): the `max_age` it names. */
  stepUpMaxAgeSeconds?: number;
  cause?: unknown;
};

/** The one error shape every endpoint function rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when no answer arrived (network failure, cancellation). */
  readonly status: number;
  /** The server's `detail` text (e.g. why a reward could not be received). */
  readonly detail?: string;
  /** Persian message per request field (dot path), from the server's `errors`. */
  readonly fieldErrors?: Record<string, string>;
  /** The key the failed buy/spin was sent with; pass it again to retry the same action safely. */
  readonly idempotencyKey?: string;
  /** From `Retry-After` on 429/503. */
  readonly retryAfterSeconds?: number;
  /** Set when the answer asks the member to confirm with a fresh one-time code (step-up). */
  readonly stepUpMaxAgeSeconds?: number;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    if (init.detail !== undefined) this.detail = init.detail;
    if (init.fieldErrors !== undefined) this.fieldErrors = init.fieldErrors;
    if (init.idempotencyKey !== undefined) this.idempotencyKey = init.idempotencyKey;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
    if (init.stepUpMaxAgeSeconds !== undefined) this.stepUpMaxAgeSeconds = init.stepUpMaxAgeSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The answer asks for a fresh one-time code before it will do this (see `stepUpChallenge`). */
export function isStepUpRequired(error: unknown): error is ApiError & { stepUpMaxAgeSeconds: number } {
  return error instanceof ApiError && error.stepUpMaxAgeSeconds !== undefined;
}

/**
 * The `max_age` of an RFC 9470 challenge (`Bearer error="insufficient_user_authentication",
 * max_age=300`), or undefined for any other `WWW-Authenticate` (an invalid or expired token).
 */
export function stepUpChallenge(header: string | null | undefined): number | undefined {
  if (!header || !/error="insufficient_user_authentication"/.test(header)) return undefined;
  const maxAge = /max_age="?(\d+)"?/.exec(header)?.[1];
  return maxAge === undefined ? 0 : Number(maxAge);
}

/** True for a request the caller cancelled: not worth a toast. */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.kind === 'aborted') ||
    (error instanceof DOMException && error.name === 'AbortError')
  );
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function fieldErrorsOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function retryAfter(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * A non-2xx answer as an ApiError. The server's own Persian `Message` (or `detail`) wins;
 * otherwise 5xx reads «خطای سرور» and anything else «خطای ناشناخته».
 */
export function httpError(
  status: number,
  body: unknown,
  extra: { idempotencyKey?: string; retryAfterHeader?: string | null; stepUpMaxAgeSeconds?: number } = {},
): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const detail = text(record.detail);
  const serverMessage = text(record.Message) ?? text(record.message) ?? detail;
  const fallback = status >= 500 ? apiErrorMessages.server : apiErrorMessages.unknown;
  const fieldErrors = fieldErrorsOf(record.errors);
  const retryAfterSeconds = retryAfter(extra.retryAfterHeader);
  return new ApiError({
    kind: 'http',
    status,
    message: serverMessage ?? fallback,
    ...(detail !== undefined ? { detail } : {}),
    ...(fieldErrors !== undefined ? { fieldErrors } : {}),
    ...(extra.idempotencyKey !== undefined ? { idempotencyKey: extra.idempotencyKey } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    ...(extra.stepUpMaxAgeSeconds !== undefined ? { stepUpMaxAgeSeconds: extra.stepUpMaxAgeSeconds } : {}),
  });
}
