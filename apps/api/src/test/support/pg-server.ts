import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function postgresAvailable(): boolean {
  return existsSync(join(PG_BIN, 'initdb')) && existsSync(join(PG_BIN, 'pg_ctl'));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A throw-away PostgreSQL cluster in a temp directory, on a free port, with trust auth for local
 * TCP. PostgreSQL refuses to run as root, so as root the binaries run as the `postgres` user.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'clorofil-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    // runuser lives in sbin, which a minimal PATH may lack.
    const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((candidate) => existsSync(candidate)) ?? 'runuser';
    const command = asRoot ? runuser : join(PG_BIN, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(PG_BIN, tool), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0)
      throw new Error(`${tool} failed: ${result.error?.message ?? (result.stderr || result.stdout)}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'clorofil', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  return {
    url: `postgres://clorofil@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
