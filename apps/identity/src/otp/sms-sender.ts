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

export interface WebhookSmsOptions {
  url: string;
  token?: string | undefined;
  codeTtlSeconds: number;
  host: string;
  timeoutMs?: number;
}

/**
 * A thin bridge to any SMS gateway: POSTs `{ mobile, message }` as JSON to SMS_WEBHOOK_URL (with
 * `Authorization: Bearer SMS_WEBHOOK_TOKEN` when set). Gateway-specific formats live behind it.
 */
export class WebhookSmsSender implements SmsSender {
  private readonly options: WebhookSmsOptions;

  constructor(options: WebhookSmsOptions) {
    this.options = options;
  }

  async send(mobile: string, code: string): Promise<void> {
    const { url, token, codeTtlSeconds, host, timeoutMs = 10_000 } = this.options;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ mobile, message: otpMessage(code, codeTtlSeconds, host) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
