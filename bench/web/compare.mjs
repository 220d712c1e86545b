// `pnpm --filter @clorofil/bench compare --baseline DIR [--target DIR] [--pages LIST] [--runs N] [--label NAME] [--note TEXT]`
// Two trees side by side on the same machine at the same time: both are built and served at once
// (each its own stack: static server, API, identity provider, demo data), and Lighthouse's mobile
// preset runs on them in alternation, round by round (ABBA order), so a machine that speeds up or
// slows down during the run weighs on both alike. `pnpm bench` measures one tree after another;
// its CPU benchmark index moved from 1,361 to 1,972 within eleven minutes here, more than a
// 100–200 ms change of blocking time. Writes bench/results/<label>.md and .json (raw reports in
// bench/results/raw/<label>-<time>/). See bench/README.md, “Comparing two trees”.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median, runTimed } from '../lib/proc.mjs';
import { launchChromium, signIn } from './browser.mjs';
import { lighthouseRun, MEMBER, MEMBER_ROUTES, PUBLIC_ROUTES, slug } from './run.mjs';
import { startProduct } from './stack.mjs';

const here = import.meta.dirname;
const repo = path.resolve(here, '../..');
const LOCK = process.env.BENCH_LOCK ?? '/tmp/clorofil-web.lock';
const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const git = (target, ...args) => execFileSync('git', ['-C', target, ...args], { encoding: 'utf8' }).trim();

export function parseCompareArgs(argv) {
  // pnpm 11 passes the `--` of `pnpm … compare -- --runs 8` on to the script.
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      baseline: { type: 'string' },
      target: { type: 'string', default: repo },
      label: { type: 'string', default: 'compare' },
      runs: { type: 'string', default: '5' },
      pages: { type: 'string', default: '/,/page/faq,/rewards' },
      // What the target changes, in a line, for a target with uncommitted changes (the table says "dirty").
      note: { type: 'string' },
    },
  });
  const options = {
    ...values,
    baseline: values.baseline && path.resolve(values.baseline),
    target: path.resolve(values.target),
    runs: Number(values.runs),
    pages: values.pages.split(',').map((page) => page.trim()),
  };
  if (!options.baseline) throw new Error('--baseline DIR is required: the tree to compare with (a git worktree)');
  if (!Number.isInteger(options.runs) || options.runs < 2) throw new Error('--runs takes a whole number ≥ 2');
  if (!/^[\w.-]+$/.test(options.label)) throw new Error('--label takes letters, digits, dot, dash, underscore');
  const known = [...PUBLIC_ROUTES, ...MEMBER_ROUTES];
  for (const page of options.pages)
    if (!known.includes(page)) throw new Error(`--pages: ${page} is not a measured page (${known.join(', ')})`);
  for (const tree of [options.baseline, options.target]) {
    if (!existsSync(path.join(tree, 'apps/web/package.json'))) throw new Error(`${tree} is not a Clorofil tree`);
    if (!existsSync(path.join(tree, 'node_modules')))
      throw new Error(`${tree} has no node_modules: pnpm install there`);
  }
  return options;
}

/** The order of the two trees in round `round`: A B, B A, B A, A B, … (ABBA), so drift cancels. */
export const roundOrder = (round) => ([0, 3].includes(round % 4) ? [0, 1] : [1, 0]);

/** Per page: the medians of each tree, and the median of the paired per-round differences. */
export function comparePage(runs) {
  const of = (tree, key) => runs.map((round) => round[tree]?.[key]).filter((value) => Number.isFinite(value));
  const paired = (key) =>
    runs
      .filter((round) => Number.isFinite(round[0]?.[key]) && Number.isFinite(round[1]?.[key]))
      .map((round) => round[1][key] - round[0][key]);
  const side = (tree) => ({
    performance: median(of(tree, 'performance')),
    tbt: median(of(tree, 'tbt')),
    lcp: median(of(tree, 'lcp')),
    mainThread: median(of(tree, 'mainThread')),
    benchmarkIndex: median(of(tree, 'benchmarkIndex')),
  });
  const tbtDiffs = paired('tbt');
  return {
    baseline: side(0),
    target: side(1),
    tbtDelta: median(tbtDiffs),
    performanceDelta: median(paired('performance')),
    mainThreadDelta: median(paired('mainThread')),
    // Rounds where the target blocked the main thread for less time than the baseline.
    tbtWins: tbtDiffs.filter((diff) => diff < 0).length,
    pairs: tbtDiffs.length,
  };
}

const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);
const signed = (value, unit = '') =>
  value === null || value === undefined
    ? '–'
    : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value))}${unit}`;

export function compareMarkdown(result) {
  const { meta, pages } = result;
  const lines = [
    `## Compare: ${meta.target.commit} against ${meta.baseline.commit} (${meta.label})`,
    '',
    `Both trees built and served at once; Lighthouse ${meta.lighthouse} mobile preset (simulated throttling), ${meta.runs} rounds, each round both trees in ABBA order. ${meta.started} – ${meta.finished}, ${meta.machine}, Node ${meta.node}.`,
    '',
    `- baseline: \`${meta.baseline.commit}\` ${meta.baseline.subject}`,
    `- target: \`${meta.target.commit}\`${meta.target.dirty ? ' (dirty)' : ''} ${meta.target.subject}`,
    ...(meta.note ? [`- the change: ${meta.note}`] : []),
    '',
    '| page | performance (baseline → target) | TBT (baseline → target) | TBT, paired rounds | rounds target blocked less | main-thread work | main-thread work, paired | LCP | CPU index |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const page of pages) {
    if (page.error) {
      lines.push(`| \`${page.page}\` | failed: ${page.error.replace(/\|/g, '/').slice(0, 160)} ||||||||`);
      continue;
    }
    const { baseline: a, target: b } = page.summary;
    lines.push(
      `| \`${page.page}\` | ${a.performance ?? '–'} → ${b.performance ?? '–'} | ${ms(a.tbt)} → ${ms(b.tbt)} | ${signed(page.summary.tbtDelta, ' ms')} | ${page.summary.tbtWins} of ${page.summary.pairs} | ${ms(a.mainThread)} → ${ms(b.mainThread)} | ${signed(page.summary.mainThreadDelta, ' ms')} | ${ms(a.lcp)} → ${ms(b.lcp)} | ${Math.round(a.benchmarkIndex ?? 0)} / ${Math.round(b.benchmarkIndex ?? 0)} |`,
    );
  }
  lines.push('', 'TBT per round (baseline / target):', '');
  for (const page of pages.filter((entry) => !entry.error))
    lines.push(
      `- \`${page.page}\`: ${page.runs.map((round) => `${ms(round[0]?.tbt)} / ${ms(round[1]?.tbt)}`).join(' · ')}`,
    );
  return `${lines.join('\n')}\n`;
}

async function build(tree) {
  const logDir = path.join(os.tmpdir(), 'clorofil-compare-logs');
  mkdirSync(logDir, { recursive: true });
  await runTimed('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@clorofil/web...', '--output-logs=errors-only'], {
    cwd: tree,
    log: path.join(logDir, `build-${path.basename(tree)}.log`),
  });
  return path.join(tree, 'apps/web/dist');
}

/** One Lighthouse run; a lost navigation start (NO_NAVSTART, a loaded machine) is run again twice at most. */
async function measure(tab, url, route, rawDir, name) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const run = await lighthouseRun(tab.page, url, rawDir, name);
      if (run.landed !== route) throw new Error(`Lighthouse on ${url} ended on ${run.landed}`);
      return run;
    } catch (error) {
      if (attempt >= 3 || !/^Lighthouse: /.test(error.message)) throw error;
      log(`${name}: ${error.message.slice(0, 60)}…; again`);
      if (tab.fresh) tab.page = await tab.fresh();
    }
  }
}

async function main() {
  const options = parseCompareArgs(process.argv.slice(2));
  // Web builds and browsers take turns on this machine (the bench and the e2e suite use this lock).
  if (!process.env.BENCH_IN_LOCK && LOCK && spawnSync('flock', ['--version']).status === 0) {
    log(`waiting for ${LOCK}`);
    const child = spawnSync('flock', [LOCK, process.execPath, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_IN_LOCK: '1' },
    });
    process.exit(child.status ?? 1);
  }
  const started = new Date();
  const stamp = started.toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const rawDir = path.join(here, '../results/raw', `${options.label}-${stamp}`);
  mkdirSync(rawDir, { recursive: true });
  const trees = [options.baseline, options.target];
  const describe = (tree) => ({
    commit: git(tree, 'rev-parse', '--short', 'HEAD'),
    dirty: git(tree, 'status', '--porcelain', '--untracked-files=no').length > 0,
    subject: git(tree, 'log', '-1', '--format=%s').slice(0, 120),
  });
  log(`compare: building ${trees.join(' and ')}`);
  const dists = [];
  for (const tree of trees) dists.push(await build(tree));
  const products = [];
  let chromium;
  const pages = [];
  try {
    for (const [index, tree] of trees.entries())
      products.push(
        await startProduct({ target: tree, dist: dists[index], logDir: path.join(rawDir, `stack-${index}`) }),
      );
    chromium = await launchChromium(rawDir);
    const members = [];
    for (const route of options.pages) {
      const member = MEMBER_ROUTES.includes(route);
      const tabs = [];
      const runs = [];
      try {
        for (const [index, product] of products.entries()) {
          if (member) {
            // The session lives in the tab (sessionStorage), one per product.
            members[index] ??= await signIn(chromium.browser, product.origins, MEMBER, MEMBER_ROUTES[0]);
            tabs.push({ page: members[index].page });
          } else {
            const context = await chromium.browser.createBrowserContext();
            tabs.push({ context, page: await context.newPage(), fresh: () => context.newPage() });
          }
        }
        for (let round = 0; round < options.runs; round += 1) {
          const results = [];
          for (const index of roundOrder(round)) {
            const url = `${products[index].origins.web}${route}`;
            results[index] = await measure(
              tabs[index],
              url,
              route,
              rawDir,
              `${index ? 'target' : 'baseline'}-${slug(route)}-${round + 1}`,
            );
          }
          runs.push(results);
          log(
            `${route} round ${round + 1}: TBT ${Math.round(results[0].tbt)} / ${Math.round(results[1].tbt)} ms (index ${Math.round(results[0].benchmarkIndex)} / ${Math.round(results[1].benchmarkIndex)})`,
          );
        }
        pages.push({ page: route, runs, summary: comparePage(runs) });
      } catch (error) {
        pages.push({ page: route, runs, error: String(error?.message ?? error) });
        log(`${route} FAILED: ${error?.message ?? error}`);
      } finally {
        for (const tab of tabs) await tab.context?.close().catch(() => undefined);
      }
    }
    for (const member of members) await member?.context.close().catch(() => undefined);
  } finally {
    await chromium?.close();
    for (const product of products) await product.stop();
  }
  const finished = new Date();
  const { version: lighthouse } = JSON.parse(
    readFileSync(path.join(here, '../node_modules/lighthouse/package.json'), 'utf8'),
  );
  const result = {
    meta: {
      label: options.label,
      note: options.note,
      runs: options.runs,
      baseline: describe(options.baseline),
      target: describe(options.target),
      started: started.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      finished: finished.toISOString().slice(11, 16) + ' UTC',
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'CPU'}`,
      node: process.version,
      lighthouse,
    },
    pages,
  };
  const results = path.join(here, '../results');
  writeFileSync(path.join(results, `${options.label}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const text = compareMarkdown(result);
  writeFileSync(path.join(results, `${options.label}.md`), text);
  console.log(`\n${text}`);
  log(`written: bench/results/${options.label}.md and .json; raw runs in ${rawDir}`);
  if (pages.some((page) => page.error)) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => process.exit(130));
  await main();
}
