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
dirs.push(path.join(root, 'e2e'), root);

let passed = 0;
let failed = 0;
let skipped = 0;
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
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
