import type { JWK } from 'jose';
import type { Database, DatabaseLocation } from '../db/database.js';
import type { TrustProxy } from '../http/trust-proxy.js';
import type { Logger } from '../logger.js';
import type { OtpPolicy } from '../otp/otp-policy.js';
import type { TextSender } from '../member-sms/text-sender.js';
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
  /** The shop integration client's secret; without it (and without `demoShopSecret`) that client does not exist. */
  shopClientSecret?: string | undefined;
  /** Demo mode: generate a random shop secret once per database and announce it in the log. */
  demoShopSecret?: boolean;
  /** Where data lives: a PostgreSQL URL, a PGlite folder, or (neither) memory. Ignored when `database` is given. */
  storage?: DatabaseLocation;
  /** An already open database (the caller keeps ownership and closes it). */
  database?: Database;
  /** Keep codes in the development outbox (`GET /dev/outbox`) and write them to the log. */
  devOutbox?: boolean;
  /** The real SMS gateway; required unless `devOutbox` is on. */
  sms?: SmsSender;
  /** Texts for members (review decisions) outside demo mode; demo mode keeps them in the outbox. */
  texts?: TextSender;
  /** API_CLIENT_SECRET: the API's credential for `POST /sms/member`; without it that endpoint is off. */
  apiClientSecret?: string | undefined;
  /** Overrides of code lifetime, attempts, resend countdown and the hourly caps. */
  otp?: Partial<OtpPolicy>;
  /** Clock for one-time codes and their limits (tests move it forward). */
  now?: () => number;
  /** The pepper for code hashes (OTP_PEPPER); generated and stored when absent and `generateSecrets` allows. */
  otpPepper?: string | undefined;
  /** Private RS256 signing keys (SIGNING_KEYS_FILE / SIGNING_KEYS); the first signs. */
  signingKeys?: { keys: JWK[] } | undefined;
  /** Cookie signing keys (COOKIE_KEYS); derived from the pepper when supplied secrets are used. */
  cookieKeys?: string[] | undefined;
  /** Generate missing keys and pepper and keep them in the database (development); default true. */
  generateSecrets?: boolean;
  /** Which reverse proxies may name the client (X-Forwarded-For, -Proto); `true` means one hop. */
  trustProxy?: TrustProxy | boolean;
  logger?: Logger;
}

export const DEFAULTS = {
  host: '127.0.0.1',
  port: 5090,
  webOrigin: 'http://127.0.0.1:5173',
  apiAudience: 'urn:clorofil:api',
} as const;
