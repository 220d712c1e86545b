#!/usr/bin/env node
// Runs one repository-wide check of the test command (formatting, workspace consistency, unused
// code) and records it as one test in test-results/<name>.json, the shape scripts/summarize.mjs
// counts, so a failed check shows in the closing "N passed, N failed" line, not only in the log.
// Usage: node scripts/check-step.mjs <name> <command> [args…]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [name, command, ...args] = process.argv.slice(2);
if (!name || !command) {
  console.error('usage: node scripts/check-step.mjs <name> <command> [args…]');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
console.log(`› ${name}: ${[command, ...args].join(' ')}`);
const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
const passed = run.status === 0;
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, `${name}.json`),
  JSON.stringify({
    numPassedTests: passed ? 1 : 0,
    numFailedTests: passed ? 0 : 1,
    numFailedTestSuites: passed ? 0 : 1,
    testResults: [
      {
        name,
        status: passed ? 'passed' : 'failed',
        assertionResults: [{ title: name, status: passed ? 'passed' : 'failed' }],
      },
    ],
  }),
);
console.log(`${passed ? '✓' : '✗'} ${name}`);
process.exit(passed ? 0 : 1);
