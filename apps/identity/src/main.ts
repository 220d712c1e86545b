// CLI entry: `pnpm --filter @clorofil/identity start` (env: see README.md).
import { consoleLogger } from './logger.js';
import { configFromEnv } from './server/env-config.js';

const config = configFromEnv(process.env, process.argv.slice(2));
if (!config.ok) {
  console.error(`[identity] ${config.message}`);
  process.exit(1);
}
for (const warning of config.warnings) consoleLogger.warn(warning);
if (config.demo)
  consoleLogger.info(
    'demo mode: one-time codes in the log and at /dev/outbox, generated keys and secrets (never for production)',
  );

// A promise that rejects with nobody waiting is a bug to log, not a reason to sign every member
// out of a running provider: without this listener Node ends the process on it.
process.on('unhandledRejection', (reason) => {
  consoleLogger.error('unhandled promise rejection (the provider keeps running)', reason);
});

// oidc-provider, the database engines and the sign-in pages load only once the settings have
// passed: a refused start answers at once.
const { createIdentityServer } = await import('./server/create-identity-server.js');
const server = createIdentityServer({ ...config.options, logger: consoleLogger });
try {
  const issuer = await server.listen();
  consoleLogger.info(`OpenID provider ready at ${issuer} (storage: ${server.database.description})`);
  if (server.devOutbox) consoleLogger.info(`development outbox on: ${issuer}/dev/outbox?mobile=09120000001`);
} catch (error) {
  consoleLogger.error('could not start', error);
  process.exit(1);
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  consoleLogger.info(`${signal}: shutting down`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
