// Process plumbing shared by the bench parts: children in their own process group (so stopping
// one reaches pnpm, tsx and node below it), waiting for an address to answer, timing a command,
// the CPU time a process tree used.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
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

// Ports this process has handed out: the system may offer a port again as soon as the probe
// below has closed it, and two servers of one stack were once given the same port (the API then
// failed with EADDRINUSE after the web server had taken it).
const handedOut = new Set();

function probePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A free local port, never one this process has handed out before. */
export async function freePort() {
  for (;;) {
    const port = await probePort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
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

let ticksPerSecond;

/**
 * CPU time (user + system, ms) used so far by the processes under each root pid (the root and all
 * its descendants), read from /proc; null where there is no /proc (not Linux). Processes that
 * exited are not counted, so sample around a run whose processes live through it.
 */
export function treeCpuMs(rootPids) {
  if (!existsSync('/proc/self/stat')) return null;
  ticksPerSecond ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
  const children = new Map();
  const cpu = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces and parentheses: the fields after it follow the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
      cpu.set(Number(entry), ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond);
    } catch {
      // Gone while reading.
    }
  }
  const total = (pid) => (cpu.get(pid) ?? 0) + (children.get(pid) ?? []).reduce((sum, child) => sum + total(child), 0);
  return rootPids.map((pid) => (pid ? total(pid) : null));
}

/** The pid of the PostgreSQL server started with `-p port` (its postmaster), from /proc; null if none. */
export function postgresPid(port) {
  if (!existsSync('/proc/self/cmdline')) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const at = argv.indexOf('-p');
      if (path.basename(argv[0] ?? '') === 'postgres' && at !== -1 && argv[at + 1] === String(port))
        return Number(entry);
    } catch {
      // Gone while reading.
    }
  }
  return null;
}
