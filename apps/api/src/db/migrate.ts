import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
// Arbitrary constant shared by every API process, so parallel starts migrate one at a time.
const MIGRATION_LOCK = 4_271_337;

/**
 * The name a migration was applied under before it was renumbered: a database that recorded the
 * former name has run the file, so it is not run again. The record is left as it is, so an API
 * process of the previous release, started against the same database, still finds its name.
 * 007_web_vitals.sql was numbered 004 beside 004_read_cache_invalidation_notify.sql; no other
 * migration touches its table, so a new database can run it last.
 */
const FORMER_NAMES: Readonly<Record<string, string>> = {
  '007_web_vitals.sql': '004_web_vitals.sql',
};

export interface MigrationResult {
  applied: string[];
}

/**
 * Applies `migrations/*.sql` in name order, each in its own transaction, recording applied
 * files in `schema_migrations` (a renumbered file counts as applied under its former name,
 * FORMER_NAMES). A session-level advisory lock serialises concurrent starts.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const files = readdirSync(dir)
    .filter((name) => /^\d+_[\w-]+\.sql$/.test(name))
    .sort();
  return database.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await session.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set(
        (await session.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
      );
      const applied: string[] = [];
      for (const file of files) {
        const former = FORMER_NAMES[file];
        if (done.has(file) || (former !== undefined && done.has(former))) continue;
        const script = readFileSync(`${dir}/${file}`, 'utf8');
        await session.exec(`BEGIN;\n${script}\n;INSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
        applied.push(file);
      }
      return { applied };
    } catch (error) {
      await session.exec('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}
