// The developer loop on a fresh clone of the tree's commit: install from the warm store
// (offline), a cold build (empty turbo cache), the same build fully cached, and optionally the
// whole test command (`pnpm test`, ~20 min, so only with --with-tests).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { runTimed } from '../lib/proc.mjs';

export async function runDev({ target, work, withTests, log }) {
  const copy = path.join(work, 'fresh-clone');
  const logFile = path.join(work, 'logs', 'dev.log');
  rmSync(copy, { recursive: true, force: true });
  // A real clone at the tree's commit: nothing built, no node_modules, no caches — and a git
  // repository, which turbo needs to hash inputs quickly (without one it walks node_modules).
  const commit = execFileSync('git', ['-C', target, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', '--no-checkout', '--no-hardlinks', target, copy]);
  execFileSync('git', ['-C', copy, 'checkout', '--quiet', '--detach', commit]);
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', CI: '1' };
  const steps = {};
  try {
    log('dev: pnpm install --offline --frozen-lockfile (fresh copy, warm store)');
    try {
      steps['cold install (`pnpm install --offline`, warm store)'] = await runTimed(
        'pnpm',
        ['install', '--offline', '--frozen-lockfile'],
        { cwd: copy, env, log: logFile },
      );
    } catch {
      // pnpm's offline mode also wants its metadata cache to know every package; when it does
      // not, the same install with the registry reachable (the store still warm) is the figure.
      log('dev: the offline install wanted registry metadata; installing with the registry');
      steps['cold install (`pnpm install`, warm store; --offline lacked metadata)'] = await runTimed(
        'pnpm',
        ['install', '--frozen-lockfile'],
        { cwd: copy, env, log: logFile },
      );
    }
    log('dev: cold build (pnpm build, empty turbo cache)');
    steps['cold build (`pnpm build`, empty turbo cache)'] = await runTimed('pnpm', ['build'], {
      cwd: copy,
      env,
      log: logFile,
    });
    log('dev: fully cached build');
    steps['fully cached build (`pnpm build` again)'] = await runTimed('pnpm', ['build'], {
      cwd: copy,
      env,
      log: logFile,
    });
    if (withTests) {
      log('dev: the whole test command (pnpm test)');
      steps['whole test command (`pnpm test`, after the builds)'] = await runTimed('pnpm', ['test'], {
        cwd: copy,
        env,
        log: logFile,
      }).catch((error) => `failed: ${error.message}`);
    } else steps['whole test command (`pnpm test`)'] = 'not run (add --with-tests; ~20 min)';
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  return { steps };
}
