import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes opening one data directory corrupt it.
 * A pid file beside the directory turns that into a clear error (stale files are taken over).
 */
export function lockPgliteDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
        throw new Error(
          `The embedded database ${dataDir} is in use by process ${owner} (the API?). Stop it first, ` +
            'use the reviewer HTTP endpoints, or run both against PostgreSQL with DATABASE_URL.',
          { cause: error },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
