// Starts the product the way README's `./scripts/start.sh` does (scripts/dev.mjs --production),
// on ports of its own and with throw-away data, and stops it as a whole process group.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** How recent the one-time code behind a payout change must be on this stack (support/bank.ts). */
export const STEP_UP_MAX_AGE_S = 30;

export type StackOrigins = { web: string; api: string; issuer: string };

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const resultsDir = path.resolve(import.meta.dirname, '../../test-results');

export type RunningStack = { origins: StackOrigins; stop(): Promise<void> };

const READY_TIMEOUT_MS = 240_000;

function portAnswers(origin: string): Promise<boolean> {
  const url = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function ok(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** The files index.html loads, all present: a build that is complete, not one being rewritten. */
function completeBuild(dist: string): boolean {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return false;
  const assets = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return assets.length > 0 && assets.every((asset) => existsSync(path.join(dist, asset)));
}

/**
 * A private copy of apps/web/dist for the production server (WEB_DIST), so another build on the
 * same machine cannot pull the files from under a running suite.
 */
async function snapshotWebBuild(into: string): Promise<string> {
  const dist = path.join(repoRoot, 'apps/web/dist');
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (completeBuild(dist)) {
      rmSync(into, { recursive: true, force: true });
      cpSync(dist, into, { recursive: true });
      if (completeBuild(into)) return into;
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
  throw new Error(
    'apps/web/dist is missing or incomplete: build the web app first (`pnpm --filter @clorofil/e2e test:e2e` does, ' +
      'or `pnpm exec turbo run build --filter=@clorofil/web...`).',
  );
}

export async function startStack(origins: StackOrigins): Promise<RunningStack> {
  for (const origin of Object.values(origins)) {
    if (await portAnswers(origin)) throw new Error(`${origin} is already in use; stop whatever listens there first.`);
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'clorofil-e2e-'));
  const webDist = await snapshotWebBuild(path.join(dataDir, 'web-dist')).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  mkdirSync(resultsDir, { recursive: true });
  const logFile = path.join(resultsDir, 'stack.log');
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WEB_ORIGIN: origins.web,
    API_ORIGIN: origins.api,
    ISSUER: origins.issuer,
    CLOROFIL_DATA_DIR: dataDir,
    WEB_DIST: webDist,
    // Payout changes ask for a one-time code this recent (support/bank.ts): short, so the suite
    // reaches the step-up without waiting five minutes.
    PAYOUT_STEP_UP_MAX_AGE_S: String(STEP_UP_MAX_AGE_S),
    FORCE_COLOR: '0',
  };
  // Fresh embedded databases every run, whatever the calling shell points at.
  for (const name of ['DATABASE_URL', 'PGLITE_DIR', 'DATA_DIR', 'PORT', 'HOST', 'WEB_PORT', 'WEB_HOST'])
    delete env[name];

  // Its own process group, so stopping it reaches pnpm, tsx and node below concurrently.
  const child = spawn(process.execPath, ['scripts/dev.mjs', '--production'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let exited: number | string | null | undefined;
  child.on('exit', (code, signal) => {
    exited = code ?? signal;
  });
  const onExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', onExit);

  const stop = async () => {
    process.off('exit', onExit);
    if (exited === undefined) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    }
    // Grandchildren that ignored SIGTERM would keep the ports; make sure none is left.
    killGroup(child, 'SIGKILL');
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  await waitUntilReady(origins, READY_TIMEOUT_MS, async () => {
    if (exited === undefined) return null;
    await stop();
    return `the stack exited (${exited}) before it was ready; see ${logFile}`;
  }).catch(async (error: unknown) => {
    await stop();
    throw new Error(`${(error as Error).message}; see ${logFile}`);
  });
  return { origins, stop };
}

/** Waits for the API's health and readiness, the discovery document and the web app's config. */
async function waitUntilReady(
  origins: StackOrigins,
  timeoutMs: number,
  died: () => Promise<string | null>,
): Promise<void> {
  const probes = [
    `${origins.api}/healthz`,
    `${origins.api}/readyz`,
    `${origins.issuer}/.well-known/openid-configuration`,
    `${origins.web}/config.json`,
  ];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const death = await died();
    if (death) throw new Error(death);
    const results = await Promise.all(probes.map(ok));
    if (results.every(Boolean)) return;
    if (Date.now() > deadline) {
      const missing = probes.filter((_, index) => !results[index]).join(', ');
      throw new Error(`the stack was not ready after ${timeoutMs / 1000} s (no answer from ${missing})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A stack started by hand on the e2e ports (E2E_RUNNING_STACK=1); left running afterwards. */
export async function attachToRunningStack(origins: StackOrigins): Promise<RunningStack> {
  await waitUntilReady(origins, 10_000, async () => null);
  return { origins, stop: async () => undefined };
}
