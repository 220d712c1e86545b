import { fa, type ErrorBody } from '@clorofil/api-client/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { SessionCheck } from './auth/revocation.js';
import { CacheHub, type ReadCacheSettings } from './cache/cache-hub.js';
import { createTokenVerifier, type AuthConfig } from './auth/verify.js';
import {
  cryptoRandomInt,
  defaultRateLimits,
  systemClock,
  type AppContext,
  type Clock,
  type RandomInt,
  type RateLimitConfig,
} from './context.js';
import type { Database } from './db/database.js';
import { installCompression } from './http/compression.js';
import { installAuth } from './http/auth.js';
import { installErrorHandlers } from './http/errors.js';
import { installIdempotency } from './http/idempotency.js';
import type { RouteKit } from './http/route.js';
import { installRateLimits } from './http/rate-limit.js';
import { RequestLog } from './http/request-log.js';
import { installSecurity } from './http/security.js';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy.js';
import { commissionRoutes } from './routes/commissions.js';
import { contentRoutes } from './routes/content.js';
import { contentStaffRoutes } from './routes/content-staff.js';
import { editorialRoutes } from './routes/editorial.js';
import { healthRoutes } from './routes/health.js';
import { integrationRoutes } from './routes/integration.js';
import { memberListRoutes } from './routes/member-lists.js';
import { profileRoutes } from './routes/profile.js';
import { reviewRoutes } from './routes/review.js';
import { notificationCampaignRoutes } from './routes/notification-campaigns.js';
import { rewardCatalogueRoutes } from './routes/reward-catalogue.js';
import { rewardRoutes } from './routes/rewards.js';
import { scoreRoutes } from './routes/scores.js';
import { staffRoutes } from './routes/staff.js';
import { vitalsRoutes } from './routes/vitals.js';
import { wheelRoutes } from './routes/wheel.js';
import { wheelTableRoutes } from './routes/wheel-tables.js';
import { missionConsoleRoutes } from './routes/mission-console.js';
import type { MemberSessions } from './domain/member-sessions.js';
import type { SignInSignals } from './domain/sign-in-signals.js';
import type { MemberTexter } from './domain/member-sms.js';
import { DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD, DEFAULT_POINT_VALUE_TOMAN } from '@clorofil/api-client/contract';
import { memberCareRoutes } from './routes/member-care.js';
import { reportRoutes } from './routes/reports.js';

export interface CreateAppOptions {
  database: Database;
  auth: AuthConfig;
  clock?: Clock;
  random?: RandomInt;
  rateLimits?: Partial<RateLimitConfig>;
  /** The one origin CORS answers (SECURITY 19). */
  webOrigin?: string;
  /** Origin of this API as browsers reach it, for absolute image URLs. */
  publicOrigin?: string;
  /** Largest accepted request body in bytes (413 above it). */
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
  /** TRUST_PROXY: hops or proxy addresses whose X-Forwarded-* headers count; off by default. */
  trustProxy?: TrustProxy;
  /** Sessions the identity provider has ended; their tokens get 401. */
  sessions?: SessionCheck;
  /** SMS to members through the identity provider (review decisions). */
  memberTexts?: MemberTexter;
  /** A member's sign-in sessions at the identity provider (member care lists and ends them). */
  memberSessions?: MemberSessions;
  /** Sign-in codes asked for and typed wrong, per mobile, from the identity provider (fraud signals). */
  signInSignals?: SignInSignals;
  /** Points adjustments larger than this need a finance approval (default 500). */
  adjustmentApprovalThreshold?: number;
  /** Toman a point is worth in the points liability (default 1,000). */
  pointValueToman?: number;
  /** Read caches (src/cache): TTL backstop and bounds; the defaults suit production. */
  readCache?: Partial<ReadCacheSettings>;
  /** VITALS_READ_TOKEN: an operator's bearer token for the web-vitals summary (`pnpm vitals`). */
  vitalsReadToken?: string;
  /** IDEMPOTENCY_LEASE_MS: how long a key stays in flight before a retry may take it over. */
  idempotencyLeaseMs?: number;
  /** PAYOUT_STEP_UP_MAX_AGE_S: the step-up window of a payout change (at most the 300 s default). */
  payoutStepUpMaxAgeSeconds?: number;
}

export interface ClubApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** Builds the API around a migrated database; `main.ts` listens, tests use `app.inject`. */
export async function createApp(options: CreateAppOptions): Promise<ClubApp> {
  const webOrigin = options.webOrigin ?? 'http://127.0.0.1:5173';
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLog(),
    bodyLimit: options.bodyLimit ?? 16 * 1024,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // ASP.NET, which the product's calls were written against, matches paths case-insensitively.
    routerOptions: { caseSensitive: false, maxParamLength: 200 },
    // A malformed URL (`/api/Pages/%`, bad percent-encoding) never reaches a route; without this
    // Fastify would answer it in English.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      const body: ErrorBody = { Message: fa.badRequest };
      void reply.code(400).send(body);
    },
  });
  const ctx: AppContext = {
    database: options.database,
    db: options.database.db,
    clock: options.clock ?? systemClock,
    random: options.random ?? cryptoRandomInt,
    publicOrigin: options.publicOrigin ?? 'http://127.0.0.1:5080',
    ...(options.memberTexts ? { memberTexts: options.memberTexts } : {}),
    ...(options.memberSessions ? { memberSessions: options.memberSessions } : {}),
    ...(options.signInSignals ? { signInSignals: options.signInSignals } : {}),
    adjustmentApprovalThreshold: options.adjustmentApprovalThreshold ?? DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD,
    pointValueToman: options.pointValueToman ?? DEFAULT_POINT_VALUE_TOMAN,
    cache: new CacheHub(options.readCache),
    ...(options.idempotencyLeaseMs ? { idempotencyLeaseMs: options.idempotencyLeaseMs } : {}),
    ...(options.payoutStepUpMaxAgeSeconds ? { payoutStepUpMaxAgeSeconds: options.payoutStepUpMaxAgeSeconds } : {}),
  };
  await ctx.cache.follow(options.database);
  app.addHook('onClose', () => ctx.cache.close());
  const limits = { ...defaultRateLimits, ...options.rateLimits };

  installErrorHandlers(app);
  await installSecurity(app, webOrigin);
  await installCompression(app);

  // The plugins read each route's config as the route is declared, so they come before the routes.
  const authenticate = installAuth(app, {
    ctx,
    verify: createTokenVerifier(options.auth),
    ...(options.sessions ? { sessions: options.sessions } : {}),
  });
  installRateLimits(app, ctx);
  installIdempotency(app, ctx);

  const kit: RouteKit = { app, ctx, writeLimit: limits.write, authenticate };
  healthRoutes(kit);
  profileRoutes(kit);
  memberListRoutes(kit);
  scoreRoutes(kit);
  rewardRoutes(kit, limits.buy);
  wheelRoutes(kit, limits.spin);
  commissionRoutes(kit);
  contentRoutes(kit);
  reviewRoutes(kit);
  editorialRoutes(kit);
  staffRoutes(kit);
  rewardCatalogueRoutes(kit);
  wheelTableRoutes(kit);
  missionConsoleRoutes(kit);
  contentStaffRoutes(kit);
  notificationCampaignRoutes(kit);
  memberCareRoutes(kit);
  reportRoutes(kit);
  integrationRoutes(kit);
  vitalsRoutes(kit, { rateLimit: limits.vitals, readToken: options.vitalsReadToken });
  app.addHook('onReady', (done) => {
    // The issuer's signing keys are refreshed in the background for as long as the app runs.
    options.auth.keys?.start(app.log);
    done();
  });
  app.addHook('preClose', (done) => {
    options.auth.keys?.stop();
    done();
  });
  await app.ready();
  return { app, ctx };
}
