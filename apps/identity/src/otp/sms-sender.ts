import type { Logger } from '../logger.js';
import { toPersianDigits } from '../text/persian.js';

/** Where one-time codes leave the building. Implementations must never log the code. */
export interface SmsSender {
  /** `interactionUid`: the sign-in the code belongs to (the development outbox keeps codes by it). */
  send(mobile: string, code: string, interactionUid?: string): Promise<void>;
}

/** The text members receive. The last line is the WebOTP/SMS-retriever form browsers can autofill from. */
export function otpMessage(code: string, codeTtlSeconds: number, host: string): string {
  const minutes = toPersianDigits(Math.max(1, Math.round(codeTtlSeconds / 60)));
  return `کد ورود شما به باشگاه کلروفیل: ${code}\nاین کد تا ${minutes} دقیقه معتبر است.\n\n@${host} #${code}`;
}

/** Sign-ins whose codes the development outbox remembers by interaction (the oldest go first). */
const INTERACTIONS_KEPT = 1_000;

/**
 * Development only: keeps the latest code per number, and per sign-in (interaction), in memory
 * for `GET /dev/outbox` and writes it to the log. Never used unless DEV_OUTBOX=1 (or
 * `devOutbox: true`) was asked for explicitly. Two sign-ins of one number at once (parallel
 * browser tests) each read their own code by interaction; the latest per number would be the
 * other one's as often as not.
 */
export class DevOutbox implements SmsSender {
  private readonly latest = new Map<string, string>();
  private readonly byInteraction = new Map<string, { mobile: string; code: string }>();
  private readonly logger: Logger;

  constructor(logger: Logger) {
    this.logger = logger;
  }

  async send(mobile: string, code: string, interactionUid?: string): Promise<void> {
    this.latest.set(mobile, code);
    if (interactionUid !== undefined) {
      this.byInteraction.delete(interactionUid);
      this.byInteraction.set(interactionUid, { mobile, code });
      if (this.byInteraction.size > INTERACTIONS_KEPT) {
        const oldest = this.byInteraction.keys().next().value;
        if (oldest !== undefined) this.byInteraction.delete(oldest);
      }
    }
    this.logger.info(`[dev outbox] one-time code for ${mobile}: ${code}`);
  }

  latestFor(mobile: string, interactionUid?: string): string | undefined {
    if (interactionUid === undefined) return this.latest.get(mobile);
    const sent = this.byInteraction.get(interactionUid);
    return sent?.mobile === mobile ? sent.code : undefined;
  }
}

/** How long one call to the SMS gateway may take by default (SMS_TIMEOUT_MS). */
export const DEFAULT_SMS_TIMEOUT_MS = 3_000;

/**
 * Why a code's SMS did not go out as asked:
 * - `refused`: the gateway could not be reached (connection refused, unknown host, reset);
 * - `failed`: it answered, but not with success (non-2xx);
 * - `timeout`: it did not answer in time. Only then is delivery uncertain: the gateway may have
 *   taken the message and still deliver it.
 */
export type SmsFailureKind = 'refused' | 'failed' | 'timeout';

/** Thrown by senders that know why a send failed; the reason is for the log and never holds the code. */
export class SmsDeliveryError extends Error {
  readonly kind: SmsFailureKind;
  /** A short reason for the log, e.g. "no answer within 3000 ms", "HTTP 500", "connection refused". */
  readonly reason: string;

  constructor(kind: SmsFailureKind, reason: string, options?: { cause?: unknown }) {
    super(`SMS gateway: ${reason}`, options);
    this.name = 'SmsDeliveryError';
    this.kind = kind;
    this.reason = reason;
  }
}

function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return undefined;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export interface WebhookSmsOptions {
  url: string;
  token?: string | undefined;
  codeTtlSeconds: number;
  host: string;
  /** Default `DEFAULT_SMS_TIMEOUT_MS`. */
  timeoutMs?: number | undefined;
}

/**
 * A thin bridge to any SMS gateway: POSTs `{ mobile, message }` as JSON to SMS_WEBHOOK_URL (with
 * `Authorization: Bearer SMS_WEBHOOK_TOKEN` when set). Gateway-specific formats live behind it.
 * Every failure is an `SmsDeliveryError` saying which kind it was; a gateway that has not
 * answered (headers) within `timeoutMs` is given up, so a member never waits longer than that.
 */
export class WebhookSmsSender implements SmsSender {
  private readonly options: WebhookSmsOptions;

  constructor(options: WebhookSmsOptions) {
    this.options = options;
  }

  get timeoutMs(): number {
    return this.options.timeoutMs ?? DEFAULT_SMS_TIMEOUT_MS;
  }

  async send(mobile: string, code: string): Promise<void> {
    const { url, token, codeTtlSeconds, host } = this.options;
    const timeoutMs = this.timeoutMs;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ mobile, message: otpMessage(code, codeTtlSeconds, host) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (isTimeout(error)) throw new SmsDeliveryError('timeout', `no answer within ${timeoutMs} ms`);
      const errno = errorCode(error);
      const reason = errno === 'ECONNREFUSED' ? 'connection refused' : `connection failed (${errno ?? 'unknown'})`;
      throw new SmsDeliveryError('refused', reason);
    }
    // Only the status matters; the body is dropped so the connection can be reused.
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) throw new SmsDeliveryError('failed', `HTTP ${response.status}`);
  }
}
