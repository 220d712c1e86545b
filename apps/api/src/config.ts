import { fileURLToPath } from 'node:url';
import type { DatabaseOptions } from './db/database.js';

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
  trustProxy: boolean;
  rateLimit: { max: number; windowMs: number };
}

const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

function int(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** Every setting comes from the environment; the defaults are the development ports of SERVERS.md. */
export function readConfig(env: NodeJS.ProcessEnv): ApiConfig {
  const host = env.HOST ?? '127.0.0.1';
  const port = int(env.PORT, 5080);
  return {
    host,
    port,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: int(env.DATABASE_POOL_SIZE, 20) }
      : { kind: 'pglite', dataDir: env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR },
    issuer: (env.ISSUER ?? 'http://127.0.0.1:5090').replace(/\/$/, ''),
    audience: env.API_AUDIENCE ?? 'urn:clorofil:api',
    ...(env.JWKS_URL ? { jwksUrl: env.JWKS_URL } : {}),
    webOrigin: env.WEB_ORIGIN ?? 'http://127.0.0.1:5173',
    publicOrigin: (env.API_ORIGIN ?? `http://${host}:${port}`).replace(/\/$/, ''),
    releaseIntervalMs: int(env.RELEASE_INTERVAL_MS, 60_000),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimit: { max: int(env.RATE_LIMIT_MAX, 10), windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000) },
  };
}
