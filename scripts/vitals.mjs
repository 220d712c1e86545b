// `pnpm vitals`: the web-vitals percentiles of a running API, as a table an operator can
// read in a terminal and paste into a note. Reads GET /api/Vitals/Summary with a bearer token:
// the API's VITALS_READ_TOKEN (the operator's), or VITALS_TOKEN (any token the API accepts there,
// such as a reviewer's access token). API_ORIGIN names the API (default: the development one).
//
//   VITALS_READ_TOKEN=… pnpm vitals            the last day and the last week
//   VITALS_READ_TOKEN=… pnpm vitals -- --day   the last day only (--week: the week only)
//   VITALS_READ_TOKEN=… pnpm vitals -- --json  the API's answer as it is
import { pathToFileURL } from 'node:url';

// web.dev's thresholds for the 75th percentile: good up to the first, poor from the second.
const THRESHOLDS = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

const WINDOW_NAMES = { day: 'last day', week: 'last week' };

/** good / needs improvement / poor, judged on p75 as the thresholds intend. */
function ratingOf(metric, p75) {
  const [good, poor] = THRESHOLDS[metric] ?? [Infinity, Infinity];
  if (p75 <= good) return 'good';
  return p75 <= poor ? 'needs improvement' : 'poor';
}

const formatValue = (metric, value) => (metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

/** The summary as a Markdown table per window: pasted into a note it renders, in a terminal it reads. */
function formatVitalsTable(summary, windows = ['day', 'week']) {
  const lines = [`Web vitals (p50 / p75 / p95 per route and metric), generated ${summary.generatedAt}`];
  for (const window of windows) {
    const rows = summary.rows.filter((row) => row.window === window);
    lines.push('', `## ${WINDOW_NAMES[window]}`, '');
    if (rows.length === 0) {
      lines.push('(no reports)');
      continue;
    }
    const table = [
      ['route', 'metric', 'views', 'p50', 'p75', 'p95', 'p75 rating'],
      ...rows.map((row) => [
        row.route,
        row.metric,
        String(row.count),
        formatValue(row.metric, row.p50),
        formatValue(row.metric, row.p75),
        formatValue(row.metric, row.p95),
        ratingOf(row.metric, row.p75),
      ]),
    ];
    const widths = table[0].map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
    const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
    lines.push(line(table[0]), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
    for (const cells of table.slice(1)) lines.push(line(cells));
  }
  return lines.join('\n');
}

async function main(args, env) {
  const origin = (env.API_ORIGIN ?? 'http://127.0.0.1:5080').replace(/\/+$/, '');
  const token = env.VITALS_TOKEN || env.VITALS_READ_TOKEN;
  if (!token) {
    console.error(
      'vitals: set VITALS_READ_TOKEN (the same value the API was started with) or VITALS_TOKEN (a reviewer’s access token).',
    );
    return 2;
  }
  let response;
  try {
    response = await fetch(`${origin}/api/Vitals/Summary`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    console.error(
      `vitals: no answer from ${origin} (${error.cause?.code ?? error.cause?.message ?? error.message}); is the API running?`,
    );
    return 1;
  }
  if (response.status === 401 || response.status === 403) {
    console.error(
      `vitals: ${origin} refused the token (HTTP ${response.status}); reviewers and VITALS_READ_TOKEN only.`,
    );
    return 1;
  }
  if (!response.ok) {
    console.error(`vitals: ${origin} answered HTTP ${response.status}`);
    return 1;
  }
  const summary = await response.json();
  if (args.includes('--json')) {
    console.log(JSON.stringify(summary, null, 2));
    return 0;
  }
  const windows = args.includes('--day') ? ['day'] : args.includes('--week') ? ['week'] : ['day', 'week'];
  console.log(formatVitalsTable(summary, windows));
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
