import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createApp, type CreateAppOptions } from '../../app.js';
import type { AppContext } from '../../context.js';
import { openDatabase, type Database } from '../../db/database.js';
import { pgliteCopy } from './pglite-copy.js';
import { recordStatements } from './recording-pglite.js';
import { TestClock } from './test-clock.js';
import { AUDIENCE, createTestAuth, ISSUER, type TestAuth } from './tokens.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  clock: TestClock;
  auth: TestAuth;
  request(options: RequestOptions): Promise<LightMyRequestResponse>;
  /** Request as the member with this mobile (signed in with the api1 scope). */
  as(mobile: string, options: Omit<RequestOptions, 'token'>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface RequestOptions {
  method: InjectOptions['method'];
  url: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The socket peer as the API sees it (a proxy's address, for TRUST_PROXY tests). */
  remoteAddress?: string;
}

export type TestAppOptions = Partial<
  Pick<
    CreateAppOptions,
    | 'random'
    | 'rateLimits'
    | 'bodyLimit'
    | 'sessions'
    | 'trustProxy'
    | 'memberTexts'
    | 'memberSessions'
    | 'signInSignals'
    | 'adjustmentApprovalThreshold'
    | 'pointValueToman'
    | 'vitalsReadToken'
    | 'logger'
  >
> & {
  clock?: TestClock;
  /** Sees the text of every statement the app's database runs (round trips counted, not assumed). */
  onStatement?: (text: string) => void;
};

const GENEROUS = { max: 1000, windowMs: 60_000 };

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Every app its own copy of the run's migrated and seeded database: tests never see each
  // other's writes.
  const pglite = pgliteCopy('seeded');
  if (options.onStatement) recordStatements(pglite, options.onStatement);
  const database = await openDatabase({ kind: 'pglite', instance: pglite });
  const clock = options.clock ?? new TestClock();
  const auth = await createTestAuth();
  const { app, ctx } = await createApp({
    database,
    clock,
    auth: { issuer: ISSUER, audience: AUDIENCE, jwks: auth.jwks },
    rateLimits: { buy: GENEROUS, spin: GENEROUS, write: GENEROUS, ...options.rateLimits },
    ...(options.random ? { random: options.random } : {}),
    ...(options.sessions ? { sessions: options.sessions } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.memberTexts ? { memberTexts: options.memberTexts } : {}),
    ...(options.memberSessions ? { memberSessions: options.memberSessions } : {}),
    ...(options.signInSignals ? { signInSignals: options.signInSignals } : {}),
    ...(options.adjustmentApprovalThreshold !== undefined
      ? { adjustmentApprovalThreshold: options.adjustmentApprovalThreshold }
      : {}),
    ...(options.pointValueToman ? { pointValueToman: options.pointValueToman } : {}),
    ...(options.vitalsReadToken ? { vitalsReadToken: options.vitalsReadToken } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const request = ({ method, url, token, body, headers, remoteAddress }: RequestOptions) =>
    app.inject({
      method,
      url,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    });
  return {
    app,
    ctx,
    database,
    clock,
    auth,
    request,
    as: async (mobile, rest) => request({ ...rest, token: await auth.member(mobile) }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
