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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/**
 * A throw-away PostgreSQL cluster (temp folder, free port, trust auth on 127.0.0.1), so the
 * PostgreSQL tests run on any machine with the Debian binaries, CI included, without DATABASE_URL.
 * PostgreSQL refuses to run as root, so as root the binaries run as the `postgres` user.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'clorofil-identity-pg-'));
  const asRoot = process.getuid?.() === 0;
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((candidate) => existsSync(candidate)) ?? 'runuser';
  const run = (tool: string, args: string[]) => {
    const [command, argv] = asRoot
      ? [runuser, ['-u', 'postgres', '--', join(PG_BIN, tool), ...args]]
      : [join(PG_BIN, tool), args];
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0)
      throw new Error(`${tool} failed: ${result.error?.message ?? (result.stderr || result.stdout)}`);
  };
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'clorofil', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  return {
    url: `postgres://clorofil@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
