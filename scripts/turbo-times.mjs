#!/usr/bin/env node
// Prints the slowest tasks of the newest turbo run summary (`turbo run … --summarize` writes
// .turbo/runs/<id>.json): where the test command's minutes go, at the end of a CI log.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const runs = path.resolve(import.meta.dirname, '..', '.turbo', 'runs');
const files = existsSync(runs) ? readdirSync(runs).filter((name) => name.endsWith('.json')) : [];
const newest = files.map((name) => path.join(runs, name)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!newest) process.exit(0);
const summary = JSON.parse(readFileSync(newest, 'utf8'));
const tasks = (summary.tasks ?? [])
  .map((task) => ({
    id: task.taskId,
    cache: task.cache?.status === 'HIT' ? ' (cached)' : '',
    seconds: ((task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0)) / 1000,
    exitCode: task.execution?.exitCode,
  }))
  .filter((task) => task.seconds > 0)
  .sort((a, b) => b.seconds - a.seconds);
// A task that failed without writing a test report (a crash, a start-up error) would otherwise only
// show far up the log.
const failed = tasks.filter((task) => typeof task.exitCode === 'number' && task.exitCode !== 0);
if (failed.length > 0)
  console.log(`turbo: failed tasks: ${failed.map((task) => `${task.id} (exit ${task.exitCode})`).join(', ')}`);
const total = tasks.reduce((sum, task) => sum + task.seconds, 0);
console.log(`turbo: ${tasks.length} tasks, ${Math.round(total)} s of task time; the slowest:`);
for (const task of tasks.slice(0, 12))
  console.log(`  ${task.seconds.toFixed(1).padStart(6)} s  ${task.id}${task.cache}`);
