#!/usr/bin/env node
// After a failed `turbo run` in scripts/test.sh: runs again each task whose process was killed by a
// signal (exit code above 128), up to three times while a signal keeps killing it, and exits 0 only
// when there was such a task, each ended passing, and no task failed any other way. A test that
// fails is never retried.
//
// Why: Node 24's V8 sometimes aborts a process that creates and frees many PGlite (WebAssembly)
// instances — `Check failed: jit_page_->allocations_.erase(addr) == 1` in
// ThreadIsolation::UnregisterWasmAllocation, exit 133 (SIGTRAP); a known V8 bug in that subsystem
// (nodejs/node#64500). It can kill a task whose tests have all passed, and the same tree passes
// the next run. The suites that use PGlite run their workers as processes (their vitest configs),
// which takes away the race between threads; the abort has also been reported from a single
// process, so this rerun stays.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = path.join(root, '.turbo', 'runs');
const newest = existsSync(runs)
  ? readdirSync(runs)
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(runs, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
  : undefined;
if (!newest) {
  console.log('retry: no turbo run summary; nothing to retry');
  process.exit(1);
}
const tasks = JSON.parse(readFileSync(newest, 'utf8')).tasks ?? [];
const failed = tasks.filter((task) => typeof task.execution?.exitCode === 'number' && task.execution.exitCode !== 0);
const crashed = failed.filter((task) => task.execution.exitCode > 128);
if (crashed.length === 0 || crashed.length !== failed.length) {
  console.log(
    `retry: ${failed.length} failed task(s), ${crashed.length} of them killed by a signal; nothing is retried unless every failure is a crash`,
  );
  process.exit(1);
}
// A rerun a signal kills too is tried again, up to this many reruns in all: the same abort can kill
// one task twice in a row.
const RERUNS = 3;
let ok = true;
for (const task of crashed) {
  let status = task.execution.exitCode;
  for (let rerun = 1; rerun <= RERUNS && status > 128; rerun += 1) {
    console.log(`retry: ${task.taskId} was killed by a signal (exit ${status}); rerun ${rerun} of at most ${RERUNS}`);
    const result = spawnSync(
      'pnpm',
      ['exec', 'turbo', 'run', task.task, `--filter=${task.package}`, '--output-logs=errors-only'],
      { cwd: root, stdio: 'inherit' },
    );
    // A signal that kills pnpm itself leaves no status: count it as a crash.
    status = result.status ?? 128 + 1;
  }
  if (status !== 0) ok = false;
  console.log(`retry: ${task.taskId} ${status === 0 ? 'passed' : `failed again (exit ${status})`}`);
}
process.exit(ok ? 0 : 1);
