import { pgliteDump } from '@clorofil/vitest-config/pglite';
import type { DatabaseLocation } from '../db/database.js';
import type { Logger } from '../logger.js';
import { createIdentityServer, type IdentityServer } from '../server/create-identity-server.js';
import type { IdentityServerOptions } from '../server/options.js';

export const WEB_ORIGIN = 'http://127.0.0.1:5173';
export const REDIRECT_URI = `${WEB_ORIGIN}/login`;

export interface TestServer {
  server: IdentityServer;
  issuer: string;
  /** The one-time-code clock; tests move it forward with `advance`. */
  clock: { now: number; advance(seconds: number): void };
  logs: string[];
}

/** Keeps every log line so tests can prove what was (and was not) logged. */
export function recordingLogger(lines: string[]): Logger {
  return {
    info: (message) => lines.push(message),
    warn: (message) => lines.push(message),
    error: (message, error) => lines.push(`${message} ${String(error ?? '')}`),
  };
}

/** An in-memory database, a copy of the run's new one (global-setup.ts). */
export function memoryStorage(): DatabaseLocation {
  return { copyOf: pgliteDump('empty') };
}

/** An in-process provider on a random port with an in-memory database. */
export async function startTestServer(options: IdentityServerOptions = {}): Promise<TestServer> {
  const clock = {
    now: Date.now(),
    advance(seconds: number) {
      this.now += seconds * 1000;
    },
  };
  const logs: string[] = [];
  const server = createIdentityServer({
    port: 0,
    webOrigin: WEB_ORIGIN,
    devOutbox: options.sms ? false : true,
    now: () => clock.now,
    logger: recordingLogger(logs),
    ...(options.database ? {} : { storage: memoryStorage() }),
    ...options,
  });
  const issuer = await server.listen();
  return { server, issuer, clock, logs };
}
