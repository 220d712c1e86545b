import { createApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { releaseMaturedPoints } from './domain/earning.js';
import { needsSeed, seedDatabase } from './seed/index.js';

const config = readConfig(process.env);
const database = await openDatabase(config.database);
const { applied } = await migrate(database);
if (await needsSeed(database.db)) await seedDatabase(database.db, new Date());

const { app, ctx } = await createApp({
  database,
  auth: { issuer: config.issuer, audience: config.audience, ...(config.jwksUrl ? { jwksUrl: config.jwksUrl } : {}) },
  webOrigin: config.webOrigin,
  publicOrigin: config.publicOrigin,
  rateLimits: { buy: config.rateLimit, spin: config.rateLimit },
  trustProxy: config.trustProxy,
  logger: { level: config.logLevel },
});
if (applied.length > 0) app.log.info({ applied }, 'migrations applied');

// Points of delivered orders become spendable when their return window closes.
const release = () =>
  releaseMaturedPoints(ctx.db, ctx.clock.now())
    .then((count) => count > 0 && app.log.info({ count }, 'released matured points'))
    .catch((error: unknown) => app.log.error({ err: error }, 'releasing matured points failed'));
await release();
const timer = setInterval(release, config.releaseIntervalMs);

await app.listen({ host: config.host, port: config.port });
app.log.info(`database: ${database.kind}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(timer);
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
