import {
  DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD,
  DEFAULT_POINT_VALUE_TOMAN,
  PAYOUT_STEP_UP_MAX_AGE_SECONDS,
} from '@clorofil/api-client/contract';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATABASE_LIMITS, type DatabaseOptions } from './db/options.js';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.js';

export interface ApiConfig {
  host: string;
  port: number;
  database: DatabaseOptions;
  issuer: string;
  audience: string;
  jwksUrl?: string;
  webOrigin: string;
  publicOrigin: string;
  releaseIntervalMs: number;
  logLevel: string;
  trustProxy: TrustProxy;
  rateLimit: { max: number; windowMs: number };
  /** Per member and per address, for every other write (profile, bank, acknowledgement, reviews). */
  writeRateLimit: { max: number; windowMs: number };
  /** CLOROFIL_DEMO=1: seed the demo members and the reviewer. Never in production. */
  demo: boolean;
  revocation: { url: string; intervalMs: number; tokenLifetimeMs: number } | undefined;
  /** API_CLIENT_SECRET (+ IDENTITY_SMS_URL): review decisions are texted through the identity provider. */
  memberSms: { url: string; secret: string } | undefined;
  /** API_CLIENT_SECRET (+ IDENTITY_SESSIONS_URL): member care lists and ends a member's sessions. */
  memberSessions: { url: string; secret: string } | undefined;
  /** API_CLIENT_SECRET (+ IDENTITY_SIGNALS_URL): the fraud signals list sign-in codes asked for and typed wrong. */
  signInSignals: { url: string; secret: string } | undefined;
  /** ADJUSTMENT_APPROVAL_THRESHOLD: points adjustments larger than this wait for a finance approval. */
  adjustmentApprovalThreshold: number;
  /** POINT_VALUE_TOMAN: toman a point is worth in the points liability (finance's booking rate). */
  pointValueToman: number;
  /** Web-vitals reports per client address and window; VITALS_READ_TOKEN for `pnpm vitals`. */
  vitals: { rateLimit: { max: number; windowMs: number }; readToken: string | undefined };
  /** IDEMPOTENCY_LEASE_MS: a key in flight this long belongs to a request presumed dead. */
  idempotencyLeaseMs: number;
  /**
   * PAYOUT_STEP_UP_MAX_AGE_S: how recent the one-time code behind a payout change must be. Five
   * minutes, and never longer; the end-to-end suite shortens it to reach the step-up quickly.
   */
  payoutStepUpMaxAgeSeconds: number;
}

/** A setting the process must not start with; `message` is the one line printed before exiting. */
export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message);
  }
}

const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

function int(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** A count that may be zero (every adjustment then needs an approval). */
function whole(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

const on = (value: string | undefined) => value === '1' || value === 'true';

/**
 * Every setting comes from the environment; the defaults are the development ports. With
 * NODE_ENV=production the development shortcuts are refused (ConfigError) instead of defaulted.
 */
export function readConfig(env: NodeJS.ProcessEnv): ApiConfig {
  const host = env.HOST ?? '127.0.0.1';
  const port = int(env.PORT, 5080);
  const issuer = (env.ISSUER ?? 'http://127.0.0.1:5090').replace(/\/$/, '');
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy === 'invalid') {
    throw new ConfigError(
      'TRUST_PROXY',
      `Refusing to start: TRUST_PROXY="${env.TRUST_PROXY}" is neither a hop count (1, 2…) nor a comma-separated list of addresses/CIDR ranges.`,
    );
  }
  const config: ApiConfig = {
    host,
    port,
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          // Unset: the database module's default, sized for a small (two-core) machine.
          ...(env.DATABASE_POOL_SIZE ? { poolSize: int(env.DATABASE_POOL_SIZE, 8) } : {}),
          limits: {
            connectMs: int(env.DATABASE_CONNECT_TIMEOUT_MS, DEFAULT_DATABASE_LIMITS.connectMs),
            queryMs: int(env.DATABASE_QUERY_TIMEOUT_MS, DEFAULT_DATABASE_LIMITS.queryMs),
          },
        }
      : { kind: 'pglite', dataDir: env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR },
    issuer,
    audience: env.API_AUDIENCE ?? 'urn:clorofil:api',
    ...(env.JWKS_URL ? { jwksUrl: env.JWKS_URL } : {}),
    webOrigin: env.WEB_ORIGIN ?? 'http://127.0.0.1:5173',
    publicOrigin: (env.API_ORIGIN ?? `http://${host}:${port}`).replace(/\/$/, ''),
    releaseIntervalMs: int(env.RELEASE_INTERVAL_MS, 60_000),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy,
    rateLimit: { max: int(env.RATE_LIMIT_MAX, 10), windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000) },
    writeRateLimit: { max: int(env.WRITE_RATE_LIMIT_MAX, 30), windowMs: int(env.WRITE_RATE_LIMIT_WINDOW_MS, 60_000) },
    demo: on(env.CLOROFIL_DEMO),
    memberSms: env.API_CLIENT_SECRET
      ? { url: env.IDENTITY_SMS_URL ?? `${issuer}/sms/member`, secret: env.API_CLIENT_SECRET }
      : undefined,
    memberSessions: env.API_CLIENT_SECRET
      ? { url: env.IDENTITY_SESSIONS_URL ?? `${issuer}/sessions/member`, secret: env.API_CLIENT_SECRET }
      : undefined,
    signInSignals: env.API_CLIENT_SECRET
      ? { url: env.IDENTITY_SIGNALS_URL ?? `${issuer}/signals/sign-in`, secret: env.API_CLIENT_SECRET }
      : undefined,
    adjustmentApprovalThreshold: whole(env.ADJUSTMENT_APPROVAL_THRESHOLD, DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD),
    pointValueToman: whole(env.POINT_VALUE_TOMAN, DEFAULT_POINT_VALUE_TOMAN) || DEFAULT_POINT_VALUE_TOMAN,
    vitals: vitalsSettings(env),
    idempotencyLeaseMs: int(env.IDEMPOTENCY_LEASE_MS, 60_000),
    payoutStepUpMaxAgeSeconds: Math.min(
      int(env.PAYOUT_STEP_UP_MAX_AGE_S, PAYOUT_STEP_UP_MAX_AGE_SECONDS),
      PAYOUT_STEP_UP_MAX_AGE_SECONDS,
    ),
    revocation:
      env.REVOCATION_URL === 'off'
        ? undefined
        : {
            url: env.REVOCATION_URL ?? `${issuer}/session/revoked`,
            intervalMs: int(env.REVOCATION_POLL_MS, 2_000),
            tokenLifetimeMs: int(env.ACCESS_TOKEN_LIFETIME_S, 600) * 1000,
          },
  };
  if (env.NODE_ENV === 'production') refuseDevelopmentSettings(env, config);
  return config;
}

/** A short operator token would be guessable; refuse it rather than expose the summary. */
function vitalsSettings(env: NodeJS.ProcessEnv): ApiConfig['vitals'] {
  const readToken = env.VITALS_READ_TOKEN?.trim() || undefined;
  if (readToken !== undefined && readToken.length < 32) {
    throw new ConfigError('VITALS_READ_TOKEN', 'Refusing to start: VITALS_READ_TOKEN must be at least 32 characters.');
  }
  return {
    rateLimit: { max: int(env.VITALS_RATE_LIMIT_MAX, 600), windowMs: int(env.VITALS_RATE_LIMIT_WINDOW_MS, 60_000) },
    readToken,
  };
}

/** The first development-only setting found in a production environment, as a ConfigError. */
function refuseDevelopmentSettings(env: NodeJS.ProcessEnv, config: ApiConfig): void {
  const refuse = (setting: string, why: string) => {
    throw new ConfigError(setting, `Refusing to start: NODE_ENV=production ${why}`);
  };
  if (on(env.CLOROFIL_DEMO))
    refuse('CLOROFIL_DEMO', 'with CLOROFIL_DEMO on (demo members and a reviewer would be seeded).');
  if (on(env.DEV_OUTBOX)) refuse('DEV_OUTBOX', 'with DEV_OUTBOX on (one-time codes readable by anyone).');
  if (!env.DATABASE_URL)
    refuse('DATABASE_URL', 'needs DATABASE_URL (the embedded PGlite database is for development).');
  if (env.REVOCATION_URL === 'off')
    refuse('REVOCATION_URL', 'with REVOCATION_URL=off (signed-out tokens would keep working).');
  // A loopback end-to-end run of the production build may use http on 127.0.0.1 only.
  const allowHttp = on(env.ALLOW_HTTP_ORIGINS);
  const origins: [string, string | undefined][] = [
    ['ISSUER', config.issuer],
    ['WEB_ORIGIN', config.webOrigin],
    ['API_ORIGIN', config.publicOrigin],
    ['JWKS_URL', config.jwksUrl],
    ['REVOCATION_URL', config.revocation?.url],
  ];
  for (const [setting, value] of origins) {
    if (value === undefined) continue;
    if (!env[setting] && setting !== 'REVOCATION_URL')
      refuse(setting, `needs ${setting} (the default is a development address).`);
    if (!isSecureOrigin(value, allowHttp)) {
      refuse(
        setting,
        `needs an https ${setting}, got "${value}"${allowHttp ? '' : ' (ALLOW_HTTP_ORIGINS=1 allows http on loopback addresses only)'}.`,
      );
    }
  }
}

function isSecureOrigin(value: string, allowHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return allowHttp && loopback && url.protocol === 'http:';
}
