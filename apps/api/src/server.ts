import { createApp } from './app.js';
import { identitySessions } from './domain/member-sessions.js';
import { identitySignInSignals } from './domain/sign-in-signals.js';
import { identitySms } from './domain/member-sms.js';
import { databaseRevocationStore, httpRevocationSource, RevokedSessions } from './auth/revocation.js';
import { databaseKeySetStore, SigningKeys } from './auth/signing-keys.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { warmWrites } from './warm-up.js';
import { releaseMaturedPoints } from './domain/earning.js';
import { pruneRateLimitHits } from './http/rate-limit.js';
import { needsDemoMembers, needsSeed, seedDatabase } from './seed/index.js';
import type { ApiConfig } from './config.js';

/** Opens the database, seeds what is missing and serves until SIGINT/SIGTERM. */
export async function startServer(config: ApiConfig): Promise<void> {
  const database = await openDatabase(config.database);
  const { applied } = await migrate(database);
  // Reference data on a fresh database; demo members only when CLOROFIL_DEMO=1 asks for them.
  if ((await needsSeed(database.db)) || (config.demo && (await needsDemoMembers(database.db)))) {
    await seedDatabase(database.db, new Date(), { demo: config.demo });
  }

  // The last good signing keys from the database: tokens are verified from the first request on,
  // whether or not the identity provider answers yet (createApp refreshes them in the background).
  const keys = new SigningKeys({
    issuer: config.issuer,
    url: config.jwksUrl ?? `${config.issuer}/jwks`,
    store: databaseKeySetStore(database.db),
  });
  const keysFetchedAt = await keys.load();

  const sessions = config.revocation
    ? new RevokedSessions({
        source: httpRevocationSource(config.revocation.url),
        intervalMs: config.revocation.intervalMs,
        tokenLifetimeMs: config.revocation.tokenLifetimeMs,
        // The sign-outs heard by earlier processes are in force from the first request too.
        store: databaseRevocationStore(database.db),
        onError: (error) =>
          app.log.warn({ err: error }, 'revoked sessions: a poll or its storing failed; keeping the last list'),
      })
    : undefined;
  await sessions?.load();

  const { app, ctx } = await createApp({
    database,
    auth: { issuer: config.issuer, audience: config.audience, keys },
    webOrigin: config.webOrigin,
    publicOrigin: config.publicOrigin,
    rateLimits: {
      buy: config.rateLimit,
      spin: config.rateLimit,
      write: config.writeRateLimit,
      vitals: config.vitals.rateLimit,
    },
    trustProxy: config.trustProxy,
    ...(config.memberSms ? { memberTexts: identitySms(config.memberSms) } : {}),
    ...(config.memberSessions ? { memberSessions: identitySessions(config.memberSessions) } : {}),
    ...(config.signInSignals ? { signInSignals: identitySignInSignals(config.signInSignals) } : {}),
    adjustmentApprovalThreshold: config.adjustmentApprovalThreshold,
    pointValueToman: config.pointValueToman,
    logger: { level: config.logLevel },
    ...(config.vitals.readToken ? { vitalsReadToken: config.vitals.readToken } : {}),
    ...(sessions ? { sessions } : {}),
    idempotencyLeaseMs: config.idempotencyLeaseMs,
    payoutStepUpMaxAgeSeconds: config.payoutStepUpMaxAgeSeconds,
  });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  if (keysFetchedAt) app.log.info({ fetchedAt: keysFetchedAt }, 'signing keys: the stored set until a refresh');
  else app.log.info('signing keys: none stored yet; fetching them from the identity provider');
  if (config.demo) app.log.warn('demo mode (CLOROFIL_DEMO=1): demo members and a reviewer are seeded');
  sessions?.start();

  // Points of delivered orders become spendable when their return window closes; old rate-limit
  // windows are cleared on the same beat.
  const housekeeping = () =>
    releaseMaturedPoints(ctx.db, ctx.clock.now())
      .then((count) => count > 0 && app.log.info({ count }, 'released matured points'))
      .then(() => pruneRateLimitHits(ctx.db, new Date(ctx.clock.now().getTime() - 86_400_000)))
      .catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
  await housekeeping();
  const timer = setInterval(housekeeping, config.releaseIntervalMs);

  // Before the first request: the first spins on each connection no longer pay its cold start.
  const warmStarted = performance.now();
  await warmWrites(ctx).then(
    (connections) =>
      app.log.info({ connections, ms: Math.round(performance.now() - warmStarted) }, 'write statements warmed'),
    (error: unknown) =>
      app.log.warn({ err: error }, 'warming the write statements failed; the first writes are slower'),
  );

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`database: ${database.kind}`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      clearInterval(timer);
      sessions?.stop();
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
  }
}
