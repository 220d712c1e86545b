// Sums the Vitest JSON reports every test task writes to <package>/test-results/vitest.json
// (turbo restores them from its cache, so a fully cached run still counts its tests) and prints
// the closing line CI reads: "N passed, N failed".
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dirs = ['apps', 'packages', 'tooling'].flatMap((group) =>
  existsSync(path.join(root, group))
    ? readdirSync(path.join(root, group)).map((name) => path.join(root, group, name))
    : [],
);
// The root's own report: scripts/dev-smoke.mjs.
dirs.push(path.join(root, 'e2e'), path.join(root, 'faults'), root);

// Reports exist only after a test run; a package without one is then a failure (below).
const ranTests = process.argv.includes('--expect-reports');
let passed = 0;
let failed = 0;
let skipped = 0;
// What failed, by name and first line of its message: a CI log is often read only at its end.
const failures = [];
for (const dir of dirs) {
  const results = path.join(dir, 'test-results');
  if (!existsSync(results)) continue;
  for (const file of readdirSync(results).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(path.join(results, file), 'utf8'));
    const name = path.relative(root, path.join(results, file));
    const p = report.numPassedTests ?? 0;
    const f = (report.numFailedTests ?? 0) + countSuitesFailedWithoutFailedTests(report);
    const s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    console.log(
      `  ${name.padEnd(48)} ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed ${String(s).padStart(3)} skipped`,
    );
    passed += p;
    failed += f;
    skipped += s;
    failures.push(...failuresIn(report, path.relative(root, dir)));
  }
}
// A suite that failed to load has no failed tests of its own: count it once so it is not hidden.
// (Counted from the suites, not from numFailedTestSuites, which also counts suites whose tests
// failed; a hand-written report such as scripts/check-step.mjs's is then counted the same way.)
function countSuitesFailedWithoutFailedTests(report) {
  return (report.testResults ?? []).filter(
    (suite) => suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
}

// A package whose tests ran but left no report (the runner crashed, or failed before reporting)
// counts as one failure: its tests must not simply vanish from the total.
for (const dir of dirs) {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest) || dir === root) continue;
  const scripts = JSON.parse(readFileSync(manifest, 'utf8')).scripts ?? {};
  const expected = [
    ['test', 'vitest.json'],
    ['test:stories', 'vitest.json'],
    ['test:e2e', 'vitest.json'],
    ['test:faults', 'vitest.json'],
  ].filter(([script]) => typeof scripts[script] === 'string' && /vitest/.test(scripts[script]));
  if (expected.length === 0 || existsSync(path.join(dir, 'test-results', 'vitest.json'))) continue;
  // Only when this run was meant to test it: the summary of a run that tested nothing stays empty.
  if (!ranTests) continue;
  failed += 1;
  failures.push(`${path.relative(root, dir)}: no test report (its test run crashed or stopped before reporting)`);
}

/** `package › file › test name: first line of the message` for each failed test or unloadable suite. */
function failuresIn(report, where) {
  const firstLine = (messages) =>
    String(messages?.[0] ?? '')
      // eslint-disable-next-line no-control-regex -- colour codes of the reporter
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 200) ?? '';
  return (report.testResults ?? []).flatMap((suite) => {
    const file = suite.name ? path.relative(path.join(root, where), suite.name) : '';
    const tests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (tests.length === 0 && suite.status === 'failed')
      return [`${where || '.'} › ${file}: ${firstLine([suite.message]) || 'the suite failed to run'}`];
    return tests.map((t) => `${where || '.'} › ${file} › ${t.fullName ?? t.title}: ${firstLine(t.failureMessages)}`);
  });
}

if (failures.length > 0) {
  console.log(`failed (${failures.length}):`);
  for (const line of failures.slice(0, 30)) console.log(`  ✗ ${line}`);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
