#!/usr/bin/env node
// Proves README's everyday command works straight after `pnpm install` (no build, no dist/):
// starts `pnpm dev` on spare ports with fresh data folders, waits for the three services, signs a
// demo member in once through the identity provider and the API, then stops everything and checks
// nothing is left running. Fails when the product is not ready within READY_LIMIT_S (60 s).
//
// Writes test-results/dev-smoke.json in Vitest's JSON report shape, so scripts/summarize.mjs
// counts it in the closing "N passed, N failed" line like any other test.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const READY_LIMIT_S = Number(process.env.DEV_SMOKE_LIMIT_S ?? 60);
const resultsDir = path.join(root, 'test-results');
const logFile = path.join(resultsDir, 'dev-smoke.log');
const startedAt = Date.now();

/** A port nobody listens on right now (the kernel picks it). */
function sparePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // 'close': all of the output has been read ('exit' may come before the last of it).
    child.on('close', (code) => resolve({ code, output }));
  });
}

const [webPort, apiPort, issuerPort] = [await sparePort(), await sparePort(), await sparePort()];
const origins = {
  WEB_ORIGIN: `http://127.0.0.1:${webPort}`,
  API_ORIGIN: `http://127.0.0.1:${apiPort}`,
  ISSUER: `http://127.0.0.1:${issuerPort}`,
};
const dataDir = mkdtempSync(path.join(tmpdir(), 'clorofil-dev-smoke-'));
mkdirSync(resultsDir, { recursive: true });
const log = createWriteStream(logFile);

const env = { ...process.env, ...origins, CLOROFIL_DATA_DIR: dataDir, FORCE_COLOR: '0' };
// Fresh embedded databases and the origins above, whatever the calling shell points at.
for (const name of ['DATABASE_URL', 'PGLITE_DIR', 'DATA_DIR', 'PORT', 'HOST', 'WEB_PORT', 'WEB_HOST', 'NODE_ENV']) {
  delete env[name];
}

// Exactly what a newcomer types; its own process group so stopping reaches pnpm, tsx, vite below.
const dev = spawn('pnpm', ['dev'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
dev.stdout.pipe(log, { end: false });
dev.stderr.pipe(log, { end: false });
let exited = null;
dev.on('exit', (code, signal) => (exited = code ?? signal));
process.once('exit', () => signalGroup(dev.pid, 'SIGKILL'));

const checks = [];
const check = (title, passed, detail = '') => {
  checks.push({ title, passed, detail });
  console.log(`  ${passed ? '✓' : '✗'} ${title}${detail ? ` — ${detail}` : ''}`);
};

const probes = {
  api: `${origins.API_ORIGIN}/readyz`,
  identity: `${origins.ISSUER}/.well-known/openid-configuration`,
  web: `${origins.WEB_ORIGIN}/`,
  'web config': `${origins.WEB_ORIGIN}/config.json`,
};
console.log(`› pnpm dev on ${Object.values(origins).join(', ')} (data in ${dataDir})`);
let readySeconds = null;
let missing = Object.keys(probes);
// When each service first answered: on a loaded machine this says which one is slow.
const firstAnswer = {};
while (exited === null && (Date.now() - startedAt) / 1000 < READY_LIMIT_S) {
  const results = await Promise.all(Object.values(probes).map(answers));
  for (const [index, name] of Object.keys(probes).entries()) {
    if (results[index] && !(name in firstAnswer)) firstAnswer[name] = ((Date.now() - startedAt) / 1000).toFixed(1);
  }
  missing = Object.keys(probes).filter((_, index) => !results[index]);
  if (missing.length === 0) {
    readySeconds = (Date.now() - startedAt) / 1000;
    break;
  }
  await sleep(500);
}
check(
  `pnpm dev is ready within ${READY_LIMIT_S} s`,
  readySeconds !== null,
  readySeconds !== null
    ? `ready in ${readySeconds.toFixed(1)} s`
    : exited !== null
      ? `pnpm dev exited (${exited}) first; see ${path.relative(root, logFile)}`
      : `no answer from ${missing.join(', ')}; see ${path.relative(root, logFile)}`,
);

console.log(
  `  first answers (s): ${
    Object.entries(firstAnswer)
      .map(([name, at]) => `${name} ${at}`)
      .join(', ') || 'none'
  }`,
);

if (readySeconds !== null) {
  const signIn = await run(process.execPath, ['apps/identity/scripts/sign-in.mjs', '09120000001'], env);
  log.write(`\n--- sign-in.mjs\n${signIn.output}`);
  // The script exits 0 even when the API refuses the token; its log line says what the API answered.
  const apiAnswered = /✓ API answered 200/.test(signIn.output);
  check(
    'a demo member signs in and the API answers the access token',
    signIn.code === 0 && apiAnswered,
    signIn.code === 0 && apiAnswered ? '' : `sign-in.mjs exited ${signIn.code}; see ${path.relative(root, logFile)}`,
  );
}

// Stop: SIGTERM to the whole group, SIGKILL after 15 s; then nothing of the group may remain.
if (exited === null) {
  const gone = new Promise((resolve) => dev.once('exit', resolve));
  signalGroup(dev.pid, 'SIGTERM');
  await Promise.race([gone, sleep(15_000)]);
}
let orphans = false;
for (let attempt = 0; attempt < 30 && groupAlive(dev.pid); attempt += 1) await sleep(500);
if (groupAlive(dev.pid)) {
  orphans = true;
  signalGroup(dev.pid, 'SIGKILL');
}
const portsFree = (await Promise.all(Object.values(origins).map((origin) => answers(`${origin}/`)))).every((up) => !up);
check(
  'pnpm dev stops cleanly (no process left, ports free)',
  !orphans && portsFree,
  orphans ? 'processes survived SIGTERM' : '',
);
log.end();
rmSync(dataDir, { recursive: true, force: true });

const failed = checks.filter((c) => !c.passed).length;
writeFileSync(
  path.join(resultsDir, 'dev-smoke.json'),
  JSON.stringify({
    numPassedTests: checks.length - failed,
    numFailedTests: failed,
    numFailedTestSuites: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    testResults: [
      {
        name: 'scripts/dev-smoke.mjs',
        status: failed ? 'failed' : 'passed',
        assertionResults: checks.map((c) => ({ title: c.title, status: c.passed ? 'passed' : 'failed' })),
      },
    ],
  }),
);
console.log(
  `dev smoke: ${readySeconds !== null ? `ready in ${readySeconds.toFixed(1)} s, ` : ''}${checks.length - failed} passed, ${failed} failed`,
);
process.exit(failed ? 1 : 0);
