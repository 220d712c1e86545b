import type { Logger } from '../logger.js';

/** Where a text for a member (not a one-time code) leaves the building. */
export interface TextSender {
  sendText(mobile: string, message: string): Promise<void>;
}

/** Demo mode: keeps the texts per number for `GET /dev/outbox/messages` and writes them to the log. */
export class DevTextOutbox implements TextSender {
  private readonly texts = new Map<string, string[]>();
  private readonly logger: Logger;

  constructor(logger: Logger) {
    this.logger = logger;
  }

  async sendText(mobile: string, message: string): Promise<void> {
    const list = this.texts.get(mobile) ?? [];
    // A few per number is plenty for checking what a member was told.
    this.texts.set(mobile, [...list, message].slice(-20));
    this.logger.info(`[dev outbox] text for ${mobile}: ${message}`);
  }

  textsFor(mobile: string): readonly string[] {
    return this.texts.get(mobile) ?? [];
  }
}

export interface WebhookTextOptions {
  url: string;
  token?: string | undefined;
  timeoutMs?: number;
}

/** The same gateway bridge as the one-time codes: POST `{ mobile, message }` to SMS_WEBHOOK_URL. */
export class WebhookTextSender implements TextSender {
  private readonly options: WebhookTextOptions;

  constructor(options: WebhookTextOptions) {
    this.options = options;
  }

  async sendText(mobile: string, message: string): Promise<void> {
    const { url, token, timeoutMs = 10_000 } = this.options;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ mobile, message }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
