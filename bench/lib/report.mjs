// One table, three parts (web, API, developer loop), as Markdown for bench/results/ and the
// terminal, plus the performance targets checked against it.
import { reportsSection } from '../reports/run.mjs';

const kb = (bytes) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1024).toFixed(0)} KB`);
const s = (ms) => (ms === null || ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);
const msf = (ms) => (ms === null || ms === undefined ? '–' : `${Math.round(ms)} ms`);
const num = (value, digits = 0) => (value === null || value === undefined ? '–' : value.toFixed(digits));
const ratio = (a, b) => (a === null || a === undefined || !b ? '–' : `${(a / b).toFixed(2)}×`);
const median = (values) => {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return v.length ? (v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2) : null;
};

function webSection(web, runs) {
  const floor = (id) => web.rows.find((row) => row.id === id && !row.error);
  const router = floor('floor-router');
  const chakra = floor('floor-chakra');
  const lines = [
    `### Web — Lighthouse ${web.lighthouse} mobile preset (simulated throttling), median of ${runs}; bytes on the wire (slow 4G + 4× CPU, empty cache), split at first contentful paint`,
    '',
    `Floors built in this run with Vite ${web.vite}; precompressed like the product: ${
      web.encodings.br || web.encodings.gzip
        ? Object.keys(web.encodings)
            .filter((k) => web.encodings[k])
            .join(' + ')
        : 'no (the product build writes no .br/.gz)'
    }. Product build (turbo, cached when unchanged) ${num(web.timings.productBuild, 0)} s, floors ${num(web.timings.floorsBuild, 0)} s.`,
    '',
    `Lighthouse's CPU benchmark index, median over all runs: ${num(median(web.rows.filter((r) => !r.error).flatMap((r) => r.lighthouse.runs.map((x) => x.benchmarkIndex))))} (an idle desktop scores ~1,500–2,500; under ~800 the TBT and LCP figures are inflated by a busy machine).`,
    '',
    '| page | JS before paint | × router floor | × Chakra floor | JS after paint | CSS before / after | performance | FCP | LCP | TBT | CLS | accessibility |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of web.rows) {
    if (row.error) {
      lines.push(`| ${row.label} | failed: ${row.error.replace(/\|/g, '/').slice(0, 160)} |||||||||||`);
      continue;
    }
    const { bytes: b, lighthouse: l } = row;
    lines.push(
      `| ${row.kind === 'floor' ? `*${row.label}*` : `\`${row.label}\``} | ${kb(b.jsBefore)} | ${ratio(b.jsBefore, router?.bytes.jsBefore)} | ${ratio(b.jsBefore, chakra?.bytes.jsBefore)} | ${kb(b.jsAfter)} | ${kb(b.cssBefore)} / ${kb(b.cssAfter)} | ${num(l.performance)} | ${s(l.fcp)} | ${s(l.lcp)} | ${msf(l.tbt)} | ${num(l.cls, 3)} | ${num(l.accessibility)} |`,
    );
  }
  return lines;
}

// The rows under real throttling (bench/web/ready.mjs), each beside the Chakra floor's ready time.
const LOAD_PAGES = { visit: '`/`', dashboard: '`/dashboard`', rewards: '`/rewards`' };
const msLimit = (row) => `${row.approximate ? '~' : ''}${row.target} ms`;

function readySection(ready, runs) {
  const title = `### Web — ready under real throttling: Chromium's own throttling, median of ${runs}`;
  if (ready.error) return [title, '', `**Failed:** ${ready.error}`];
  const { network, cpu, viewport, tapEveryMs } = ready.conditions;
  const floor = ready.medians.floor;
  const target = (row) =>
    row.target === 'floor' ? '≤ 1.0× floor' : typeof row.target === 'number' ? `≤ ${msLimit(row)}` : '–';
  const lines = [
    title,
    '',
    `${network.latency} ms round trip, ${((network.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbit/s down, ${((network.uploadThroughput * 8) / 1024).toFixed(0)} kbit/s up, ${cpu}× CPU; a ${viewport.width} × ${viewport.height} phone with touch; every load cold (new context, cache cleared and disabled), the signed-in ones in the tab that signed in. Times from navigation start; on \`/\` a tap on the menu button every ${tapEveryMs} ms from the first contentful paint until one opens the drawer.`,
    '',
    '| page | ready when | median | × Chakra floor | target | each run |',
    '|---|---|---|---|---|---|',
  ];
  // The rows' order, wording and targets come with the result (bench/web/ready.mjs READY_ROWS).
  for (const row of ready.rows) {
    const value = ready.medians[row.id];
    const each = ready.runs.map((run) => num(run[row.id])).join(', ');
    const page = row.id === 'floor' ? `*${row.label}*` : `\`${row.label}\``;
    // A difference of two times (menu on screen − paint) is no multiple of the floor's.
    const times = row.id === 'floor' || row.difference ? '–' : ratio(value, floor);
    lines.push(`| ${page} | ${row.what} | ${msf(value)} | ${times} | ${target(row)} | ${each} |`);
  }
  const largest = ['visit', 'dashboard', 'rewards']
    .filter((load) => ready.runs[0]?.detail[load]?.lcp !== undefined)
    .map((load) => {
      const elements = [...new Set(ready.runs.map((run) => run.detail[load].lcp?.element ?? 'none reported'))];
      return `${LOAD_PAGES[load]}: ${elements.map((element) => `\`${element}\``).join(' or ')}`;
    });
  const menus = ready.runs.map((run) => run.detail.menu);
  // The first tap goes out when Chromium reports the first paint, which waits for a busy main
  // thread: a menu opened by that very tap (none ignored) may have opened earlier.
  lines.push(
    '',
    `On \`/\` the first tap went out ${menus.map((menu) => num(menu.firstTapSent - menu.fcp)).join(', ')} ms after the first paint; taps the page took and ignored before the one that opened the menu: ${menus.map((menu) => menu.tapsIgnored).join(', ')}.`,
  );
  if (largest.length)
    lines.push(
      '',
      `The largest contentful paint (the browser's last candidate once the network had been quiet for 0.5 s) was ${largest.join('; ')}.`,
    );
  return lines;
}

function apiSection(api) {
  const hello = median(api.hello.map((h) => h.rps));
  const names = Object.keys(api.postgres ?? api.pglite ?? {});
  const cell = (row) =>
    row
      ? `${num(row.rps)} | ${ratio(row.rps, hello)} | ${row.p50} / ${row.p99} ms${row.non2xx || row.errors ? ` (${row.non2xx} non-2xx, ${row.errors} errors)` : ''}`
      : '– | – | –';
  const lines = [
    `### API — autocannon, 50 connections, 10 s; reads with a browser's Accept-Encoding; writes: a distinct member per request (10 s or 2,000 members, whichever first)`,
    '',
    `Bare Fastify (same version, same run): ${api.hello.map((h) => `${num(h.rps)} req/s (p50 ${h.p50} / p99 ${h.p99} ms)`).join(' before, ')} after; the ratios divide by their median, ${num(hello)} req/s.`,
    '',
    '| endpoint | PostgreSQL req/s | × bare Fastify | p50 / p99 | PGlite req/s | × bare Fastify | p50 / p99 |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const name of names) lines.push(`| \`${name}\` | ${cell(api.postgres?.[name])} | ${cell(api.pglite?.[name])} |`);
  // Results written before the CPU was sampled have no such figures: no table then.
  const cpu = (row, database) => {
    const c = row?.cpuPerRequest;
    if (!c || c.api === null) return '–';
    return database
      ? `${num(c.api)} / ${c.database === null ? '–' : num(c.database)} / ${num(c.load)}`
      : `${num(c.api)} / ${num(c.load)}`;
  };
  const helloCpu = api.hello.map((h) => h.cpuPerRequest).filter((c) => c && c.api !== null);
  if (helloCpu.length > 0) {
    lines.push(
      '',
      `Where the machine's CPU went, in µs per request (user + system time of each process tree over the run, divided by the requests answered): the API's processes, the database server's (PostgreSQL's postmaster and backends; PGlite runs inside the API), and the load generator (this process). Bare Fastify: ${helloCpu.map((c) => `${num(c.api)} / ${num(c.load)}`).join(' before, ')} after (server / load generator).`,
      '',
      '| endpoint | PostgreSQL: API / database / load generator | PGlite: API / load generator |',
      '|---|---|---|',
    );
    for (const name of names)
      lines.push(`| \`${name}\` | ${cpu(api.postgres?.[name], true)} | ${cpu(api.pglite?.[name], false)} |`);
  }
  return { lines, hello };
}

function devSection(dev) {
  const lines = [
    '### Developer loop',
    '',
    `A fresh \`git clone\` of the tree's commit in a temp folder; pnpm's store is warm (the packages are on this machine already, so "cold install" is linking, not downloading).`,
    '',
    '| step | wall time |',
    '|---|---|',
  ];
  for (const [step, seconds] of Object.entries(dev.steps))
    lines.push(`| ${step} | ${typeof seconds === 'number' ? `${seconds.toFixed(1)} s` : seconds} |`);
  return lines;
}

function targets(result) {
  const out = [];
  const check = (label, ok, value) =>
    out.push(`| ${label} | ${value} | ${ok === null ? '–' : ok ? 'met' : '**missed**'} |`);
  const web = result.web;
  if (web?.rows.length) {
    const chakra = web.rows.find((r) => r.id === 'floor-chakra' && !r.error);
    const measured = web.rows.filter((r) => r.kind !== 'floor');
    const pages = measured.filter((r) => !r.error);
    const floorScore = chakra?.lighthouse.performance;
    // A page whose run failed keeps its row, unjudged, so a failure never reads as a target met.
    for (const r of measured)
      check(
        `Lighthouse performance on \`${r.label}\` ≥ the Chakra floor's${floorScore === undefined ? '' : ` (${num(floorScore)})`}`,
        floorScore === undefined || r.error ? null : r.lighthouse.performance >= floorScore,
        r.error ? 'failed' : num(r.lighthouse.performance),
      );
    const worst = (key) => pages.reduce((a, r) => (r.lighthouse[key] > (a?.lighthouse[key] ?? -1) ? r : a), undefined);
    const lcp = worst('lcp');
    const cls = worst('cls');
    check(
      'LCP ≤ 2.0 s (worst page)',
      lcp ? lcp.lighthouse.lcp <= 2000 : null,
      lcp ? `${s(lcp.lighthouse.lcp)} (${lcp.label})` : '–',
    );
    check(
      'CLS ≤ 0.02 (worst page)',
      cls ? cls.lighthouse.cls <= 0.02 : null,
      cls ? `${num(cls.lighthouse.cls, 3)} (${cls.label})` : '–',
    );
  }
  const ready = web?.ready;
  if (ready?.error) check('the targets under real throttling', null, 'failed');
  else if (ready) {
    const floor = ready.medians.floor;
    for (const row of ready.rows.filter((entry) => entry.target !== undefined)) {
      const value = ready.medians[row.id];
      const known = value !== null && value !== undefined;
      if (row.target === 'floor')
        check(
          `\`${row.label}\`: ${row.what} ≤ 1.0 × the Chakra floor's heading (real throttling)`,
          known && floor ? value <= floor : null,
          known && floor ? `${ratio(value, floor)} (${msf(value)}; floor ${msf(floor)})` : '–',
        );
      else check(`\`${row.label}\`: ${row.what} ≤ ${msLimit(row)}`, known ? value <= row.target : null, msf(value));
    }
  }
  // On PostgreSQL, as production runs; the PGlite rows (the embedded database of `pnpm dev`) are information.
  const rows = result.api?.postgres;
  if (rows) {
    const hello = median(result.api.hello.map((h) => h.rps));
    for (const [endpoint, min] of [
      ['GET /api/Rewards (member)', 0.25],
      ['GET /api/Scores (member)', 0.25],
      ['GET /api/wheel/Prizes (public)', 0.4],
    ]) {
      const r = rows[endpoint];
      check(
        `PostgreSQL: \`${endpoint}\` ≥ ${min} × bare Fastify`,
        r ? r.rps / hello >= min : null,
        r ? ratio(r.rps, hello) : '–',
      );
    }
    for (const [label, spin] of [
      ['spin', Object.entries(rows).find(([k]) => /^POST \/api\/wheel\/Spin \(/.test(k))?.[1]],
      // Results from before this row existed have none and show no such line.
      [
        'spin with Idempotency-Key (the web app)',
        Object.entries(rows).find(([k]) => /Spin with Idempotency-Key/.test(k))?.[1],
      ],
    ])
      if (spin || label === 'spin')
        check(`PostgreSQL: ${label} p99 ≤ 100 ms`, spin ? spin.p99 <= 100 : null, spin ? `${spin.p99} ms` : '–');
  }
  return out.length ? ['### Targets', '', '| target | measured | |', '|---|---|---|', ...out] : [];
}

export function markdown(result) {
  const m = result.meta;
  const lines = [
    `# \`pnpm bench\` — ${m.label}`,
    '',
    `- Tree: \`${m.target}\` at ${m.commit}${m.dirty ? ' (with uncommitted changes)' : ''} — ${m.subject}${m.subject.length >= 140 ? '…' : ''}`,
    `- Run: ${m.started} → ${m.finished} (${m.minutes.toFixed(1)} min); ${m.machine}; Node ${m.node}; ${m.chromium ?? ''}`,
    ...(m.notes ?? []).map((note) => `- Note: ${note}`),
    '',
  ];
  // A run of the ready rows alone (`--pages ready`) has no Lighthouse table.
  if (result.web?.rows.length) lines.push(...webSection(result.web, m.runs), '');
  if (result.web?.ready) lines.push(...readySection(result.web.ready, m.runs), '');
  if (result.api) lines.push(...apiSection(result.api).lines, '');
  if (result.dev) lines.push(...devSection(result.dev), '');
  if (result.reports) lines.push(...reportsSection(result.reports), '');
  lines.push(...targets(result), '');
  for (const [part, error] of Object.entries(result.errors ?? {})) lines.push(`**${part} part failed:** ${error}`, '');
  return `${lines.join('\n').trimEnd()}\n`;
}
