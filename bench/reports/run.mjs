// `pnpm bench reports`: the member lookup and the club's numbers on a scaled PostgreSQL
// (100,000 members, 5,000,000 ledger lines by `seed:scale`), each against its limit: lookup
// ≤ 100 ms, a report ≤ 2 s. See bench/README.md.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export async function runReports({ target, work, log }) {
  const apiDir = path.join(target, 'apps/api');
  const { postgresAvailable, startPostgres } = await import(
    pathToFileURL(path.join(target, 'tooling/vitest-config/postgres.js')).href
  );
  if (!postgresAvailable()) throw new Error('no PostgreSQL binaries (PG_BIN)');
  log('reports: throw-away PostgreSQL 15 cluster, seed:scale (a minute or more)');
  const postgres = await startPostgres();
  try {
    const out = path.join(work, 'reports.json');
    const child = spawnSync(
      path.join(apiDir, 'node_modules/.bin/tsx'),
      ['--conditions=@clorofil/source', path.join(import.meta.dirname, 'measure.ts')],
      {
        cwd: apiDir,
        stdio: 'inherit',
        env: { ...process.env, BENCH_API_DIR: apiDir, BENCH_DATABASE_URL: postgres.url, BENCH_OUT: out },
      },
    );
    if (child.status !== 0) throw new Error(`reports: measuring failed (exit ${child.status})`);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    await postgres.stop();
  }
}

/** The part's table: each row's median and worst time against its limit. */
export function reportsSection(reports) {
  const ms = (value) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
  const lines = [
    `## Reports on a scaled PostgreSQL (${reports.members.toLocaleString('en')} members, ${reports.lines.toLocaleString('en')} ledger lines; seeded in ${Math.round(reports.seedSeconds)} s)`,
    '',
    '| row | runs | p50 | max | limit | met | note |',
    '| --- | ---: | ---: | ---: | ---: | :-: | --- |',
  ];
  for (const [name, row] of Object.entries(reports.rows))
    lines.push(
      `| ${name} | ${row.runs} | ${ms(row.p50)} | ${ms(row.max)} | ${Number.isFinite(row.limit) ? ms(row.limit) : '–'} | ${!Number.isFinite(row.limit) ? '–' : row.max <= row.limit ? 'yes' : '**no**'} | ${row.note ?? ''} |`,
    );
  return lines;
}
