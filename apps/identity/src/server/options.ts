import type { Database, DatabaseLocation } from '../db/database.js';
import type { Logger } from '../logger.js';
import type { OtpPolicy } from '../otp/otp-policy.js';
import type { SmsSender } from '../otp/sms-sender.js';

export interface IdentityServerOptions {
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Port to bind; default 5090, 0 picks a free one (tests). */
  port?: number;
  /** Issuer identifier; default `http://{host}:{bound port}`. Must be the exact public URL, no trailing slash. */
  issuer?: string;
  /** The web app's origin: its client's redirect and post-logout URIs and the only CORS origin. */
  webOrigin?: string;
  /** Audience of access tokens (the API resource indicator). */
  apiAudience?: string;
  shopClientSecret?: string;
  /** Where data lives: a PostgreSQL URL, a PGlite folder, or (neither) memory. Ignored when `database` is given. */
  storage?: DatabaseLocation;
  /** An already open database (the caller keeps ownership and closes it). */
  database?: Database;
  /** Keep codes in the development outbox (`GET /dev/outbox`) and write them to the log. */
  devOutbox?: boolean;
  /** The real SMS gateway; required unless `devOutbox` is on. */
  sms?: SmsSender;
  /** Overrides of code lifetime, attempts, resend countdown and the hourly caps. */
  otp?: Partial<OtpPolicy>;
  /** Clock for one-time codes and their limits (tests move it forward). */
  now?: () => number;
  /** Overrides the stored pepper for code hashes (OTP_PEPPER). */
  otpPepper?: string;
  /** Honour X-Forwarded-For / X-Forwarded-Proto from a reverse proxy. */
  trustProxy?: boolean;
  logger?: Logger;
}

export const DEFAULTS = {
  host: '127.0.0.1',
  port: 5090,
  webOrigin: 'http://127.0.0.1:5173',
  apiAudience: 'urn:clorofil:api',
  shopClientSecret: 'dev-shop-secret',
} as const;
