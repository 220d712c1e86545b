// The product as `scripts/start.sh` runs it (scripts/dev.mjs --production: production static
// server, API and identity provider in demo mode), from the measured tree, on ports of its own,
// with throw-away data and a private copy of the build; and the floors behind the product's own
// static server (apps/web/scripts/serve.mjs), so both are served the same way.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startProcess, waitFor } from '../lib/proc.mjs';

const cleanEnv = () => {
  const env = { ...process.env, FORCE_COLOR: '0' };
  for (const name of ['DATABASE_URL', 'PGLITE_DIR', 'DATA_DIR', 'PORT', 'HOST', 'WEB_PORT', 'WEB_HOST', 'NODE_ENV'])
    delete env[name];
  return env;
};

export async function startProduct({ target, dist, logDir }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clorofil-bench-stack-'));
  const webDist = path.join(dataDir, 'web-dist');
  cpSync(dist, webDist, { recursive: true });
  const [web, api, issuer] = [await freePort(), await freePort(), await freePort()];
  const origins = {
    web: `http://127.0.0.1:${web}`,
    api: `http://127.0.0.1:${api}`,
    issuer: `http://127.0.0.1:${issuer}`,
  };
  const env = {
    ...cleanEnv(),
    WEB_ORIGIN: origins.web,
    API_ORIGIN: origins.api,
    ISSUER: origins.issuer,
    CLOROFIL_DATA_DIR: dataDir,
    WEB_DIST: webDist,
    CLOROFIL_DEMO: '1',
  };
  const proc = startProcess(process.execPath, ['scripts/dev.mjs', '--production'], {
    cwd: target,
    env,
    log: path.join(logDir, 'stack.log'),
  });
  try {
    await Promise.all(
      [`${origins.api}/readyz`, `${origins.issuer}/.well-known/openid-configuration`, `${origins.web}/config.json`].map(
        (url) => waitFor(url, { timeoutMs: 240_000, exited: proc.exited }),
      ),
    );
  } catch (error) {
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origins,
    dataDir,
    async stop() {
      await proc.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function serveFloor({ target, dist, logDir, id }) {
  const port = await freePort();
  const proc = startProcess(process.execPath, [path.join(target, 'apps/web/scripts/serve.mjs')], {
    cwd: path.join(target, 'apps/web'),
    env: { ...cleanEnv(), WEB_DIST: dist, WEB_HOST: '127.0.0.1', WEB_PORT: String(port) },
    log: path.join(logDir, `${id}.log`),
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/`, { exited: proc.exited });
  return { origin, stop: () => proc.stop() };
}
