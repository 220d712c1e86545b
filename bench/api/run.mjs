// The API part: the measured tree's API started as in production (src/main.ts, its logging and
// hooks) on a throw-away PostgreSQL cluster and on PGlite, loaded by autocannon from this process
// (50 connections, 10 s), beside a bare Fastify hello-world of the same Fastify version.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort, postgresPid, runTimed, startProcess, treeCpuMs, waitFor } from '../lib/proc.mjs';

const CONNECTIONS = 50;
const DURATION = 10;
/**
 * Seconds of unrecorded load before each read and the bare Fastify: the first load of a process —
 * the load generator's own code, then the server's — runs cold. Measured cold, the bare Fastify run
 * first is far slower than the one at the part's end, which lowers the denominator, and the
 * PostgreSQL column (measured before PGlite's) reads slower than PGlite's for the same cached answer.
 */
const WARM_UP = 3;
const MEMBERS = 2000;
/**
 * Members whose spins run unrecorded before the writes, as the reads' WARM_UP does for theirs: the
 * first burst of spins in a process compiles the route, its validation and the shared statement's
 * path, so its answers take several times as long as its statement. As the first 50 of 2,000 spins,
 * that burst alone would be the p99 of the run measured first.
 */
const WARM_WRITERS = 200;
/** What Chrome sends with every request. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

/**
 * Runs one load and says where the machine's CPU went meanwhile, in µs per request: the API's
 * processes (tsx and node), the database server's (postmaster and backends; PGlite runs inside
 * the API) and this process, which is the load generator. On a machine whose cores the three
 * share, a figure the API alone cannot reach shows here as the sum of the three.
 */
async function measured(options, processes) {
  const before = treeCpuMs(processes);
  const usage = process.cpuUsage();
  const result = summary(await load(options));
  const after = treeCpuMs(processes);
  const { user, system } = process.cpuUsage(usage);
  const perRequest = (ms) => (ms === null || !result.requests ? null : Math.round((ms * 1000) / result.requests));
  result.cpuPerRequest = {
    api: before && after ? perRequest(after[0] - before[0]) : null,
    database: before && after && processes[1] ? perRequest(after[1] - before[1]) : null,
    load: perRequest((user + system) / 1000),
  };
  return result;
}

function serveJwks(jwks) {
  return new Promise((resolve) => {
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(jwks));
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

async function prepare({ apiDir, tsx, database, out, logDir, kind }) {
  await runTimed(tsx, ['--conditions=@clorofil/source', path.resolve(import.meta.dirname, 'prepare.ts')], {
    cwd: apiDir,
    env: {
      ...process.env,
      BENCH_API_DIR: apiDir,
      BENCH_MEMBERS: String(2 * MEMBERS + WARM_WRITERS),
      BENCH_OUT: out,
      ...database,
    },
    log: path.join(logDir, `api-prepare-${kind}.log`),
  });
  return JSON.parse(readFileSync(out, 'utf8'));
}

async function measureApi({ apiDir, tsx, database, kind, work, logDir, log }) {
  const seed = await prepare({ apiDir, tsx, database, out: path.join(work, `api-${kind}.json`), logDir, kind });
  const jwks = await serveJwks(seed.jwks);
  const port = await freePort();
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'PGLITE_DIR', 'CLOROFIL_DEMO', 'DEV_OUTBOX', 'NODE_ENV', 'API_CLIENT_SECRET'])
    delete env[name];
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    ISSUER: seed.issuer,
    API_AUDIENCE: seed.audience,
    JWKS_URL: `http://127.0.0.1:${jwks.address().port}/`,
    REVOCATION_URL: 'off',
    // Every request below is a distinct member or a read; the limits would only measure 429s.
    RATE_LIMIT_MAX: '100000000',
    WRITE_RATE_LIMIT_MAX: '100000000',
    ...(database.BENCH_DATABASE_URL
      ? { DATABASE_URL: database.BENCH_DATABASE_URL }
      : { PGLITE_DIR: database.BENCH_PGLITE_DIR }),
  });
  const api = startProcess(tsx, ['--conditions=@clorofil/source', 'src/main.ts'], {
    cwd: apiDir,
    env,
    log: path.join(logDir, `api-${kind}.log`),
  });
  const url = `http://127.0.0.1:${port}`;
  const rows = {};
  const processes = [
    api.child.pid,
    database.BENCH_DATABASE_URL ? postgresPid(Number(new URL(database.BENCH_DATABASE_URL).port)) : null,
  ];
  try {
    await waitFor(`${url}/readyz`, { timeoutMs: 120_000, exited: api.exited });
    let next = 0;
    const member = (request) => ({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${seed.tokens[next++ % seed.tokens.length]}` },
    });
    // One request to each warms what the first request of a process pays once (JIT, JWKS fetch).
    for (const p of ['/api/Rewards', '/api/Scores'])
      await fetch(`${url}${p}`, {
        headers: { authorization: `Bearer ${seed.tokens[0]}`, 'accept-encoding': ACCEPT_ENCODING },
      });
    // Reads ask as a browser asks (Chrome's Accept-Encoding): an API that compresses answers
    // is measured on the path a phone takes; one that does not simply ignores it.
    const browser = { 'accept-encoding': ACCEPT_ENCODING };
    const reads = [
      ['GET /api/Rewards (member)', { method: 'GET', path: '/api/Rewards', headers: browser, setupRequest: member }],
      ['GET /api/Scores (member)', { method: 'GET', path: '/api/Scores', headers: browser, setupRequest: member }],
      ['GET /api/wheel/Prizes (public)', { method: 'GET', path: '/api/wheel/Prizes', headers: browser }],
    ];
    for (const [name, request] of reads) {
      await load({ url, duration: WARM_UP, requests: [request] });
      rows[name] = await measured({ url, duration: DURATION, requests: [request] }, processes);
      log(`api(${kind}): ${name} ${rows[name].rps.toFixed(0)} req/s, p99 ${rows[name].p99} ms`);
    }
    // Writes: each member at most once (one spin a day each; one buy each, own Idempotency-Key).
    // The spins without a key take the first 2,000 members, those with one (as the web app sends
    // them) the next 2,000, since a member spins once a day; the buys the first 2,000 again. The
    // WARM_WRITERS after them spin first, unrecorded.
    let key = 0;
    const keyed = (request) =>
      member({ ...request, headers: { ...request.headers, 'idempotency-key': `bench-${Date.now()}-${key++}` } });
    const writes = [
      [
        `POST /api/wheel/Spin (${MEMBERS} distinct members)`,
        { method: 'POST', path: `/api/wheel/Spin/${seed.wheelId}`, setupRequest: member },
        0,
      ],
      [
        `POST /api/wheel/Spin with Idempotency-Key, as the web app (${MEMBERS} other members)`,
        { method: 'POST', path: `/api/wheel/Spin/${seed.wheelId}`, setupRequest: keyed },
        MEMBERS,
      ],
      [
        `POST /api/Rewards/Buy (${MEMBERS} distinct members)`,
        { method: 'POST', path: `/api/Rewards/Buy/${seed.rewardId}`, setupRequest: keyed },
        0,
      ],
    ];
    next = 2 * MEMBERS;
    const warm = summary(
      await load({ url, duration: WARM_UP, maxOverallRequests: WARM_WRITERS, requests: [writes[0][1]] }),
    );
    // A warm-up that was refused warmed nothing: say so beside the rows it was meant for.
    log(`api(${kind}): warm-up, ${warm.requests} spins unrecorded, non-2xx ${warm.non2xx}, errors ${warm.errors}`);
    for (const [name, request, first] of writes) {
      next = first;
      // 10 s like the reads, or every member once if that comes first (a slow database would
      // otherwise spend minutes on 2,000 writes).
      rows[name] = await measured(
        { url, duration: DURATION, maxOverallRequests: MEMBERS, requests: [request] },
        processes,
      );
      log(
        `api(${kind}): ${name} ${rows[name].rps.toFixed(0)} req/s, p99 ${rows[name].p99} ms, non-2xx ${rows[name].non2xx}`,
      );
    }
  } finally {
    await api.stop();
    jwks.close();
  }
  return rows;
}

async function measureHello({ apiDir, logDir }) {
  const port = await freePort();
  const hello = startProcess(process.execPath, [path.resolve(import.meta.dirname, 'hello.mjs')], {
    cwd: apiDir,
    env: { ...process.env, BENCH_API_DIR: apiDir, PORT: String(port) },
    log: path.join(logDir, 'api-hello.log'),
  });
  try {
    const url = `http://127.0.0.1:${port}/`;
    await waitFor(url, { exited: hello.exited });
    await load({ url, duration: WARM_UP });
    return await measured({ url, duration: DURATION }, [hello.child.pid, null]);
  } finally {
    await hello.stop();
  }
}

export async function runApi({ target, work, log }) {
  const apiDir = path.join(target, 'apps/api');
  const tsx = path.join(apiDir, 'node_modules/.bin/tsx');
  const logDir = path.join(work, 'logs');
  const result = { hello: [], postgres: null, pglite: null };

  log('api: bare Fastify hello-world (before)');
  result.hello.push(await measureHello({ apiDir, logDir }));

  const { postgresAvailable, startPostgres } = await import(
    pathToFileURL(path.join(target, 'tooling/vitest-config/postgres.js')).href
  );
  if (postgresAvailable()) {
    log('api: throw-away PostgreSQL 15 cluster (fsync off, as the test suites run it)');
    const postgres = await startPostgres();
    try {
      result.postgres = await measureApi({
        apiDir,
        tsx,
        database: { BENCH_DATABASE_URL: postgres.url },
        kind: 'postgres',
        work,
        logDir,
        log,
      });
    } finally {
      await postgres.stop();
    }
  } else log('api: no PostgreSQL binaries (PG_BIN); PostgreSQL column skipped');

  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'clorofil-bench-pglite-'));
  try {
    result.pglite = await measureApi({
      apiDir,
      tsx,
      database: { BENCH_PGLITE_DIR: pgliteDir },
      kind: 'pglite',
      work,
      logDir,
      log,
    });
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
    // The API's PGlite directory lock lives next to the directory.
    rmSync(`${pgliteDir}.lock`, { recursive: true, force: true });
  }

  log('api: bare Fastify hello-world (after)');
  result.hello.push(await measureHello({ apiDir, logDir }));
  return result;
}
