// `pnpm bench [web|api|dev ...] [--target DIR] [--label NAME] [--runs N] [--pages LIST] [--with-tests]`
// Builds what it needs, measures the web app, the API and the developer loop of the tree at
// --target (default: this repository) on this machine, prints one table and writes it to
// bench/results/<label>.md and .json (raw Lighthouse reports and logs: bench/results/raw/).
// See bench/README.md.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markdown } from './lib/report.mjs';

const here = import.meta.dirname;
const repo = path.resolve(here, '..');
const PARTS = ['web', 'api', 'dev', 'reports'];
// `pnpm bench` alone runs these; `reports` seeds a database of millions of lines and is asked for by name.
const DEFAULT_PARTS = ['web', 'api', 'dev'];

function parseArgs(argv) {
  const options = { parts: [], target: repo, label: 'latest', runs: 3, withTests: false, partOut: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    // pnpm 11 passes the `--` of `pnpm bench -- --label after` (README) on to the script.
    if (arg === '--') continue;
    if (PARTS.includes(arg)) options.parts.push(arg);
    else if (arg === '--target') options.target = path.resolve(value());
    else if (arg === '--label') options.label = value();
    else if (arg === '--runs') options.runs = Number(value());
    else if (arg === '--with-tests') options.withTests = true;
    // The web part's pages, comma-separated (`/,/page/faq,/rewards`; `floors` for the two floors):
    // for measuring one change quickly. Handed on through the environment to the locked child.
    else if (arg === '--pages') process.env.BENCH_PAGES = value();
    else if (arg === '--part-out') options.partOut = value();
    else if (arg === '--render') options.render = value();
    else if (arg === '--help' || arg === '-h') {
      console.log(readFileSync(path.join(here, 'README.md'), 'utf8'));
      process.exit(0);
    } else throw new Error(`unknown argument ${arg} (parts: ${PARTS.join(', ')}; see bench/README.md)`);
  }
  if (options.parts.length === 0) options.parts = [...DEFAULT_PARTS];
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  if (!/^[\w.-]+$/.test(options.label)) throw new Error('--label takes letters, digits, dot, dash, underscore');
  if (!existsSync(path.join(options.target, 'apps/web/package.json')))
    throw new Error(`${options.target} is not a Clorofil tree (no apps/web)`);
  if (!existsSync(path.join(options.target, 'node_modules')))
    throw new Error(`${options.target} has no node_modules: run pnpm install there first`);
  return options;
}

const git = (target, ...args) => execFileSync('git', ['-C', target, ...args], { encoding: 'utf8' }).trim();
const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

// Web builds and browsers on this machine take turns (the e2e suite and other benches use the
// same lock); BENCH_LOCK= (empty) turns it off, e.g. where flock does not exist.
const LOCK = process.env.BENCH_LOCK ?? '/tmp/clorofil-web.lock';
const haveFlock = () => spawnSync('flock', ['--version']).status === 0;

async function runWebLocked(options, work, rawDir) {
  if (process.env.BENCH_IN_LOCK || !LOCK || !haveFlock()) {
    const { runWeb } = await import('./web/run.mjs');
    return runWeb({ target: options.target, runs: options.runs, work, rawDir, log });
  }
  log(`web: waiting for ${LOCK}`);
  const out = path.join(work, 'web.json');
  const args = [LOCK, process.execPath, path.join(here, 'run.mjs'), 'web', '--target', options.target];
  args.push('--runs', String(options.runs), '--label', options.label, '--part-out', out);
  const child = spawn('flock', args, {
    stdio: 'inherit',
    env: { ...process.env, BENCH_IN_LOCK: '1', BENCH_WORK: work, BENCH_RAW: rawDir },
  });
  // Stopping the bench stops the web part too (it then stops its servers and browser).
  const forward = () => child.kill('SIGTERM');
  process.once('exit', forward);
  const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  process.off('exit', forward);
  if (status !== 0 || !existsSync(out)) throw new Error(`the web part failed (exit ${status})`);
  return JSON.parse(readFileSync(out, 'utf8'));
}

/** `--render LABEL`: the Markdown of results/LABEL.json again (after a change to the report). */
function render(label) {
  const result = JSON.parse(readFileSync(path.join(here, 'results', `${label}.json`), 'utf8'));
  const text = markdown(result);
  writeFileSync(path.join(here, 'results', `${label}.md`), text);
  console.log(text);
}

async function main() {
  const renderAt = process.argv.indexOf('--render');
  if (renderAt !== -1) return render(process.argv[renderAt + 1]);
  const options = parseArgs(process.argv.slice(2));
  const started = new Date();
  const stamp = started.toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const rawDir = process.env.BENCH_RAW ?? path.join(here, 'results/raw', `${options.label}-${stamp}`);
  // Builds, copies and databases live outside the repository (no formatter or watcher of the
  // repository touches them mid-run); the logs are copied next to the raw reports at the end.
  const ownWork = !process.env.BENCH_WORK;
  const work = process.env.BENCH_WORK ?? mkdtempSync(path.join(os.tmpdir(), 'clorofil-bench-'));
  mkdirSync(path.join(work, 'logs'), { recursive: true });
  mkdirSync(rawDir, { recursive: true });
  if (ownWork)
    process.once('exit', () => {
      try {
        cpSync(path.join(work, 'logs'), path.join(rawDir, 'logs'), { recursive: true });
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    });

  // The child that holds the web lock: only the web part, handed back as JSON.
  if (options.partOut) {
    const { runWeb } = await import('./web/run.mjs');
    const web = await runWeb({ target: options.target, runs: options.runs, work, rawDir, log });
    writeFileSync(options.partOut, JSON.stringify(web));
    return;
  }

  const commit = git(options.target, 'rev-parse', '--short', 'HEAD');
  const dirty = git(options.target, 'status', '--porcelain', '--untracked-files=no').length > 0;
  log(
    `bench ${options.parts.join(' + ')} of ${options.target} at ${commit}${dirty ? ' (dirty)' : ''}; raw runs in ${rawDir}`,
  );
  const result = { meta: {}, errors: {} };
  let chromium;
  try {
    chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    chromium = undefined;
  }
  // Written after every part (and when the bench is stopped), so a long run stopped half-way
  // still leaves the parts it finished.
  const save = (final) => {
    const finished = new Date();
    result.meta = {
      label: options.label,
      target: options.target === repo ? 'this repository' : options.target,
      commit,
      dirty,
      subject: git(options.target, 'log', '-1', '--format=%s').slice(0, 140),
      parts: options.parts,
      runs: options.runs,
      started: started.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      finished: finished.toISOString().slice(11, 16) + ' UTC',
      minutes: (finished - started) / 60000,
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, load ${os.loadavg()[0].toFixed(1)} at the end`,
      node: process.version,
      chromium,
    };
    const text = markdown(result);
    mkdirSync(path.join(here, 'results'), { recursive: true });
    writeFileSync(path.join(here, 'results', `${options.label}.json`), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(path.join(here, 'results', `${options.label}.md`), text);
    if (final) console.log(`\n${text}`);
    log(`written: bench/results/${options.label}.md and .json${final ? '' : ' (so far)'}`);
  };
  let running;
  const onStop = () => {
    if (running) result.errors[running] = 'stopped before it finished';
    save(false);
  };
  process.once('exit', onStop);
  for (const part of options.parts) {
    running = part;
    try {
      if (part === 'web') {
        result.web = await runWebLocked(options, work, rawDir);
        const pkg = JSON.parse(readFileSync(path.join(here, 'node_modules/lighthouse/package.json'), 'utf8'));
        result.web.lighthouse = pkg.version;
      }
      if (part === 'api')
        result.api = await (await import('./api/run.mjs')).runApi({ target: options.target, work, log });
      if (part === 'reports')
        result.reports = await (await import('./reports/run.mjs')).runReports({ target: options.target, work, log });
      if (part === 'dev')
        result.dev = await (
          await import('./dev/run.mjs')
        ).runDev({ target: options.target, work, withTests: options.withTests, log });
    } catch (error) {
      result.errors[part] = String(error?.message ?? error);
      log(`${part} FAILED: ${result.errors[part]}`);
    }
    running = undefined;
    if (part !== options.parts.at(-1)) save(false);
  }
  process.off('exit', onStop);
  save(true);
  if (Object.keys(result.errors).length) process.exitCode = 1;
}

// Ctrl+C or a kill: leave through process.exit so every 'exit' handler stops what it started.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => process.exit(130));

await main();
