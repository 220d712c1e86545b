// Starts the whole product on this machine: identity provider (with the development one-time-code
// outbox), API (embedded PGlite, seeded with the demo members on first start) and the web app
// (`--production`: the built app behind the production static server; otherwise Vite's dev server).
import concurrently from 'concurrently';

const production = process.argv.includes('--production');
const env = {
  WEB_ORIGIN: process.env.WEB_ORIGIN ?? 'http://127.0.0.1:5173',
  API_ORIGIN: process.env.API_ORIGIN ?? 'http://127.0.0.1:5080',
  ISSUER: process.env.ISSUER ?? 'http://127.0.0.1:5090',
};

const { result } = concurrently(
  [
    { name: 'identity', command: 'pnpm --filter @clorofil/identity start', env: { ...env, DEV_OUTBOX: '1' }, prefixColor: 'magenta' },
    { name: 'api', command: 'pnpm --filter @clorofil/api start', env, prefixColor: 'cyan' },
    {
      name: 'web',
      command: production ? 'pnpm --filter @clorofil/web serve' : 'pnpm --filter @clorofil/web dev',
      env,
      prefixColor: 'green',
    },
  ],
  { killOthersOn: ['failure'], restartTries: 0, prefix: 'name' },
);

console.log(`
  Clorofil is starting:
    web app            ${env.WEB_ORIGIN}
    API                ${env.API_ORIGIN}   (health: ${env.API_ORIGIN}/healthz)
    identity provider  ${env.ISSUER}   (one-time codes: ${env.ISSUER}/dev/outbox?mobile=09120000001)
  Demo members: 09120000001 (student, 1,250 points), 09120000002 (teacher, commission partner),
                09120000003 (new), 09120000004 (pending), 09120000005 (rejected), 09129999999 (reviewer)
`);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
