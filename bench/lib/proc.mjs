// Process plumbing shared by the bench parts: children in their own process group (so stopping
// one reaches pnpm, tsx and node below it), waiting for an address to answer, timing a command.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** Starts a long-running child; its output goes to `log`. `stop()` ends the whole group. */
export function startProcess(command, args, { cwd, env, log }) {
  mkdirSync(path.dirname(log), { recursive: true });
  const out = createWriteStream(log);
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // A bench that dies half-way must not leave servers behind.
  const onExit = () => kill('SIGKILL');
  process.once('exit', onExit);
  return {
    child,
    exited,
    async stop() {
      process.off('exit', onExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      kill('SIGKILL');
    },
  };
}

/** Runs a command to its end; resolves with the wall time in seconds, rejects on a failure. */
export function runTimed(command, args, { cwd, env = process.env, log }) {
  mkdirSync(path.dirname(log), { recursive: true });
  const out = createWriteStream(log, { flags: 'a' });
  out.write(`\n$ (${cwd}) ${command} ${args.join(' ')}\n`);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const onExit = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    process.once('exit', onExit);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once('error', reject);
    child.once('exit', (code) => {
      process.off('exit', onExit);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      out.end();
      if (code === 0) resolve(seconds);
      else reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}); see ${log}`));
    });
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs` or when `exited` settles first. */
export async function waitFor(url, { timeoutMs = 180_000, exited } = {}) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited?.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server behind ${url} exited before answering`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
