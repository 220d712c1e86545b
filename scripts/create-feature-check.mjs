#!/usr/bin/env node
// Proves `pnpm create-feature` in a throw-away copy of the working tree: generate `sample`, then
// the new package's lint, typecheck, tests and story tests and the web app's typecheck must pass
// with no edits, and the generator must touch only the new package plus the files that register
// it. Writes test-results/create-feature.json in Vitest's JSON report shape, so
// scripts/summarize.mjs counts each check in the closing "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const copy = mkdtempSync(path.join(os.tmpdir(), 'clorofil-create-feature-'));
const checks = [];
const started = Date.now();

// The generator may touch exactly these outside packages/sample/.
const EXPECTED_TOUCHED = [
  '.changeset/sample-feature.md',
  'apps/web/package.json',
  'apps/web/src/features.ts',
  'packages/app-kit/src/paths.ts',
  'pnpm-lock.yaml',
];

/** Where and with what every check of the copy runs, in the foreground or beside another. */
const inCopy = (options) => ({ cwd: copy, env: { ...process.env, FORCE_COLOR: '0', ...options.env } });

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { ...inCopy(options), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function report(title, result, seconds, beside = '') {
  console.log(`› ${title} … ${result.ok ? 'ok' : 'FAILED'} (${seconds} s${beside})`);
  if (!result.ok) console.log(result.output.split('\n').slice(-40).join('\n'));
  checks.push({ title, passed: result.ok });
}

function check(title, command, args, options) {
  const at = Date.now();
  const result = run(command, args, options);
  report(title, result, ((Date.now() - at) / 1000).toFixed(0));
  return result;
}

function runInBackground(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...inCopy(options), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Checks that neither read what the other writes, run side by side: a lint or a typecheck keeps
 * one core busy, and one after another they left the other core of a 2-core machine idle. Each
 * is reported whole, in the order given, once both are done.
 */
async function checkSideBySide(...list) {
  const at = Date.now();
  const results = await Promise.all(
    list.map(([, command, args, options]) =>
      runInBackground(command, args, options).then((result) => ({
        ...result,
        seconds: ((Date.now() - at) / 1000).toFixed(0),
      })),
    ),
  );
  list.forEach(([title], index) => report(title, results[index], results[index].seconds, ', side by side'));
}

// A run that passes by finding nothing would prove nothing: the Vitest report must count tests.
function ranTests(title, reportFile) {
  const file = path.join(copy, reportFile);
  const passed = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).numPassedTests ?? 0) : 0;
  console.log(`  ${title}: ${passed} passed`);
  checks.push({ title: `${title} ran (${passed} passed)`, passed: passed > 0 });
}

function copyWorkingTree() {
  // Tracked and untracked-but-not-ignored files, as they are now (uncommitted work included).
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(root, file);
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(from, path.join(copy, file));
  }
}

try {
  console.log(`create-feature check in ${copy}`);
  copyWorkingTree();
  // A commit of the copy, so what the generator touched is `git status` afterwards.
  run('git', ['init', '-q']);
  run('git', ['add', '-A']);
  run('git', [
    '-c',
    'user.name=check',
    '-c',
    'user.email=check@localhost',
    'commit',
    '-q',
    '--no-verify',
    '-m',
    'base',
  ]);
  // The store already holds every package; --offline links them without the network.
  // Not frozen: the copy carries the working tree's package.json files, which may be ahead of the lockfile.
  check('pnpm install --offline (the copy)', 'pnpm', ['install', '--offline', '--no-frozen-lockfile']);
  check('pnpm create-feature sample', 'pnpm', ['create-feature', 'sample', '--title', 'نمونه']);

  const status = run('git', ['status', '--porcelain', '--untracked-files=all']).output.split('\n').filter(Boolean);
  const touched = status.map((line) => line.slice(3)).filter((file) => !file.startsWith('packages/sample/'));
  const unexpected = touched.filter((file) => !EXPECTED_TOUCHED.includes(file));
  console.log(`  touched outside packages/sample: ${touched.join(', ') || 'nothing'}`);
  if (unexpected.length) console.log(`  unexpected: ${unexpected.join(', ')}`);
  checks.push({
    title: 'the generator touches only the new package and the registration files',
    passed: unexpected.length === 0 && touched.includes('apps/web/src/features.ts'),
  });

  check('the generated and registration files pass the formatter check', 'pnpm', [
    'exec',
    'prettier',
    '--check',
    'packages/sample',
    ...touched.filter((file) => /\.(ts|tsx|json)$/.test(file) && file !== 'pnpm-lock.yaml'),
  ]);
  await checkSideBySide(
    ['@clorofil/sample lint', 'pnpm', ['--filter', '@clorofil/sample', 'lint']],
    // The packages' one type-check program (packages/tsconfig.json) takes in a new package by its place.
    ["the packages' typecheck with @clorofil/sample in it", 'pnpm', ['typecheck:packages']],
  );
  const listed = run('pnpm', ['exec', 'tsc7', '-p', 'packages', '--listFilesOnly']);
  checks.push({
    title: "the packages' typecheck reads @clorofil/sample",
    passed: listed.ok && listed.output.includes(path.join(copy, 'packages/sample/src/index.ts')),
  });
  await checkSideBySide(
    ['@clorofil/sample test', 'pnpm', ['--filter', '@clorofil/sample', 'test']],
    ['@clorofil/web typecheck with the sample feature registered', 'pnpm', ['--filter', '@clorofil/web', 'typecheck']],
  );
  ranTests('the sample component tests', 'packages/sample/test-results/vitest.json');
  check('@clorofil/sample story tests', 'pnpm', ['--filter', '@clorofil/storybook', 'test:stories'], {
    env: { STORIES: 'packages/sample' },
  });
  ranTests('the sample stories', 'apps/storybook/test-results/vitest.json');
} finally {
  rmSync(copy, { recursive: true, force: true });
}

const failed = checks.filter((c) => !c.passed).length;
mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(
  path.join(root, 'test-results', 'create-feature.json'),
  JSON.stringify({
    numPassedTests: checks.length - failed,
    numFailedTests: failed,
    numFailedTestSuites: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    testResults: [
      {
        name: 'scripts/create-feature-check.mjs',
        status: failed ? 'failed' : 'passed',
        assertionResults: checks.map((c) => ({ title: c.title, status: c.passed ? 'passed' : 'failed' })),
      },
    ],
  }),
);
console.log(
  `create-feature check: ${checks.length - failed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed ? 1 : 0);
