// Load test of the API beside a bare Fastify hello-world on the same machine, in the same run.
//   pnpm --filter @clorofil/api bench            (starts a throw-away PostgreSQL when available)
//   pnpm --filter @clorofil/api bench --pglite   (embedded PGlite)
// The servers run in a child process; this process only drives autocannon, so the two do not
// share an event loop. Spins use a distinct pre-created member per request (one spin a day each).
import { fork } from 'node:child_process';
import autocannon from 'autocannon';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

if (process.argv.includes('--serve')) {
  const { serve } = await import('./bench-server.ts');
  const info = await serve({ databaseUrl: process.env.BENCH_DATABASE_URL, members: MEMBERS });
  process.send?.(info);
} else {
  await drive();
}

function run(options) {
  return autocannon({ connections: CONNECTIONS, ...options });
}

function line(name, result) {
  const rps = result.requests.average;
  const errors = result.errors + result.timeouts;
  return { name, rps, p99: result.latency.p99, non2xx: result.non2xx, errors };
}

async function drive() {
  let postgres;
  const wantPglite = process.argv.includes('--pglite');
  if (!wantPglite) {
    const { postgresAvailable, startPostgres } = await import('@clorofil/vitest-config/postgres');
    if (postgresAvailable()) postgres = await startPostgres();
  }
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...(postgres ? { BENCH_DATABASE_URL: postgres.url } : {}), LOG_LEVEL: 'silent' },
  });
  try {
    const info = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const { apiUrl, helloUrl, tokens, wheelId, database } = info;
    let next = 0;
    const rotate = (request) => ({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
    });

    const results = [];
    results.push(line('hello-world GET /', await run({ url: helloUrl, duration: DURATION })));
    results.push(
      line(
        'GET /api/Rewards',
        await run({
          url: apiUrl,
          duration: DURATION,
          requests: [{ method: 'GET', path: '/api/Rewards', setupRequest: rotate }],
        }),
      ),
    );
    results.push(line('hello-world GET / (again)', await run({ url: helloUrl, duration: DURATION })));
    next = 0;
    results.push(
      line(
        `POST /api/wheel/Spin/${wheelId} (${tokens.length} distinct members)`,
        await run({
          url: apiUrl,
          amount: tokens.length,
          requests: [{ method: 'POST', path: `/api/wheel/Spin/${wheelId}`, setupRequest: rotate }],
        }),
      ),
    );

    const hello = (results[0].rps + results[2].rps) / 2;
    console.log(
      `\nClorofil API benchmark — database: ${database}, ${CONNECTIONS} connections, ${DURATION}s per GET run, node ${process.version}`,
    );
    console.log(
      'endpoint'.padEnd(58),
      'req/s'.padStart(9),
      'p99 ms'.padStart(8),
      'non-2xx'.padStart(8),
      'errors'.padStart(7),
      ' vs hello',
    );
    for (const r of results) {
      const ratio = r.name.startsWith('hello') ? '' : `${((r.rps / hello) * 100).toFixed(1)}%`;
      console.log(
        r.name.padEnd(58),
        r.rps.toFixed(0).padStart(9),
        String(r.p99).padStart(8),
        String(r.non2xx).padStart(8),
        String(r.errors).padStart(7),
        ` ${ratio}`,
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    await postgres?.stop();
  }
}
