// Starts the whole product on this machine: identity provider (with the development one-time-code
// outbox), API (embedded PGlite, seeded with the demo members on first start) and the web app
// (`--production`: the built app behind the production static server; otherwise Vite's dev server).
//
// This is a developer's and reviewer's tool, so it runs both servers in demo mode
// (CLOROFIL_DEMO=1: demo members and a reviewer, one-time codes in the outbox) and says so.
// CLOROFIL_DEMO=0 in the environment starts them without demo data (codes then need an SMS
// gateway). A real deployment never runs this script: see docs/DEPLOYING.md.
//
// Each service listens on the host and port of its origin (WEB_ORIGIN, API_ORIGIN, ISSUER), so
// changing an origin is enough to move a service. CLOROFIL_DATA_DIR puts both embedded databases
// under one folder (`<dir>/api`, `<dir>/identity`); PGLITE_DIR / DATA_DIR still win for one service.
// WEB_DIST (optional) names the built web app to serve instead of apps/web/dist (the e2e suite
// serves a private copy so another build on the machine cannot swap files under it).
// Prints "Clorofil is ready" once every service answers.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import concurrently from 'concurrently';

const production = process.argv.includes('--production');
const origins = {
  WEB_ORIGIN: trimSlash(process.env.WEB_ORIGIN ?? 'http://127.0.0.1:5173'),
  API_ORIGIN: trimSlash(process.env.API_ORIGIN ?? 'http://127.0.0.1:5080'),
  ISSUER: trimSlash(process.env.ISSUER ?? 'http://127.0.0.1:5090'),
};
const web = listenAddress(origins.WEB_ORIGIN);
const api = listenAddress(origins.API_ORIGIN);
const identity = listenAddress(origins.ISSUER);
const dataDir = process.env.CLOROFIL_DATA_DIR ? path.resolve(process.env.CLOROFIL_DATA_DIR) : undefined;
const demo = process.env.CLOROFIL_DEMO !== '0';
const demoEnv = demo ? { CLOROFIL_DEMO: '1' } : {};
// The API texts review decisions through the identity provider's SMS interface, authenticated
// with a secret both share: the environment's, else a fresh one for this run.
const apiClientSecret = process.env.API_CLIENT_SECRET || randomBytes(32).toString('base64url');

function trimSlash(origin) {
  return origin.replace(/\/+$/, '');
}

/** The interface and port an origin implies (the scheme's default port when none is written). */
function listenAddress(origin) {
  const url = new URL(origin);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  // `localhost` and bracketed IPv6 hosts are what a listener understands without the brackets.
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port };
}

const identityEnv = {
  ...origins,
  ...demoEnv,
  ...(demo ? { DEV_OUTBOX: '1' } : {}),
  API_CLIENT_SECRET: apiClientSecret,
  HOST: identity.host,
  PORT: identity.port,
  ...(dataDir && !process.env.DATA_DIR ? { DATA_DIR: path.join(dataDir, 'identity') } : {}),
};
const apiEnv = {
  ...origins,
  ...demoEnv,
  API_CLIENT_SECRET: apiClientSecret,
  HOST: api.host,
  PORT: api.port,
  ...(dataDir && !process.env.PGLITE_DIR ? { PGLITE_DIR: path.join(dataDir, 'api') } : {}),
};
const webEnv = {
  ...origins,
  WEB_HOST: web.host,
  WEB_PORT: web.port,
  ...(process.env.WEB_DIST ? { WEB_DIST: path.resolve(process.env.WEB_DIST) } : {}),
};
const webCommand = production
  ? 'pnpm --filter @clorofil/web serve'
  : `pnpm --filter @clorofil/web dev --host ${web.host} --port ${web.port}`;

// Servers run from source either way; in development tsx restarts them when a file changes.
const serverScript = production ? 'start' : 'dev';

const { result } = concurrently(
  [
    {
      name: 'identity',
      command: `pnpm --filter @clorofil/identity ${serverScript}`,
      env: identityEnv,
      prefixColor: 'magenta',
    },
    { name: 'api', command: `pnpm --filter @clorofil/api ${serverScript}`, env: apiEnv, prefixColor: 'cyan' },
    { name: 'web', command: webCommand, env: webEnv, prefixColor: 'green' },
  ],
  { killOthersOn: ['failure', 'success'], restartTries: 0, prefix: 'name' },
);

const demoLines = demo
  ? `
  Demo mode (CLOROFIL_DEMO=1): demo members, one-time codes in the outbox — never expose this publicly.
  Demo members: 09120000001 (student, 1,250 points), 09120000002 (teacher, commission partner),
                09120000003 (new), 09120000004 (pending), 09120000005 (rejected), 09129999999 (reviewer)`
  : `
  Demo mode off (CLOROFIL_DEMO=0): no demo members; one-time codes go to the SMS gateway.`;
console.log(`
  Clorofil is starting${production ? ' (production build of the web app)' : ''}:
    web app            ${origins.WEB_ORIGIN}
    API                ${origins.API_ORIGIN}   (health: ${origins.API_ORIGIN}/healthz)
    identity provider  ${origins.ISSUER}${demo ? `   (one-time codes: ${origins.ISSUER}/dev/outbox?mobile=09120000001)` : ''}
    data               ${dataDir ?? 'apps/api/.data, apps/identity/.data'}${demoLines}
`);

const probes = [
  `${origins.API_ORIGIN}/readyz`,
  `${origins.ISSUER}/.well-known/openid-configuration`,
  `${origins.WEB_ORIGIN}/config.json`,
];
let stopped = false;

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

// Tells the person (and scripts such as the e2e setup) when the product can actually be used.
async function announceReady() {
  const started = Date.now();
  while (!stopped) {
    const results = await Promise.all(probes.map(answers));
    if (results.every(Boolean)) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n  ✓ Clorofil is ready on ${origins.WEB_ORIGIN} (in ${seconds} s). Ctrl+C stops everything.\n`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
void announceReady();

result.then(
  () => {
    stopped = true;
    process.exit(0);
  },
  () => {
    stopped = true;
    process.exit(1);
  },
);
