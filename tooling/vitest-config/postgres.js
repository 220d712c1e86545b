// A throw-away PostgreSQL for the test suites that need the real database (the API's concurrency
// tests, the identity provider's PostgreSQL adapter): a cluster in a temp folder, on a free port,
// trust auth on 127.0.0.1, durability off for speed. Uses Debian's binaries (PG_BIN), so the tests
// run on any machine with `postgresql` installed, CI included, without a DATABASE_URL.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from './ports.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Whether this machine has the PostgreSQL server binaries. */
export function postgresAvailable() {
  return existsSync(join(PG_BIN, 'initdb')) && existsSync(join(PG_BIN, 'pg_ctl'));
}

/**
 * Starts the cluster; `stop()` ends it and deletes its folder. PostgreSQL refuses to run as root,
 * so as root the binaries run as the `postgres` user (runuser lives in sbin, which a minimal PATH
 * may lack).
 * @returns {Promise<import('./postgres.js').PostgresServer>}
 */
export async function startPostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'clorofil-pg-'));
  const asRoot = process.getuid?.() === 0;
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((candidate) => existsSync(candidate)) ?? 'runuser';
  const run = (tool, args) => {
    const [command, argv] = asRoot
      ? [runuser, ['-u', 'postgres', '--', join(PG_BIN, tool), ...args]]
      : [join(PG_BIN, tool), args];
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0)
      throw new Error(`${tool} failed: ${result.error?.message ?? (result.stderr || result.stdout)}`);
  };
  if (asRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'clorofil', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  // The server's output goes to the log file: left on pg_ctl's standard output, the server would
  // hold the pipe open and spawnSync would wait for it to exit.
  const control = (action, mode) =>
    run('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'log'),
      ...(mode ? ['-m', mode] : []),
      '-w',
      '-t',
      '60',
      action,
    ]);
  const start = () => control('start');
  start();
  /** The postmaster and every backend of this cluster (the first line of postmaster.pid is the postmaster). */
  const processes = () => {
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  };
  return {
    url: `postgres://clorofil@127.0.0.1:${port}/postgres`,
    // The faults a deployment meets, for the tests that prove the servers survive them.
    restart: async (mode = 'fast') => control('restart', mode),
    shutdown: async (mode = 'fast') => control('stop', mode),
    start: async () => start(),
    freeze: async () => {
      for (const pid of processes()) process.kill(pid, 'SIGSTOP');
    },
    thaw: async () => {
      for (const pid of processes()) process.kill(pid, 'SIGCONT');
    },
    stop: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
