import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { plainTextToHtml } from '@clorofil/rules';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { sanitizeServerHtml } from '../domain/html.js';
import { pgliteCopy } from './support/pglite-copy.js';

// db/migrate.ts records each applied file by name. A renumbered file must not run again on a
// database that applied it under its former name, and a new database must get every file once.
const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url));
const current = readdirSync(MIGRATIONS)
  .filter((name) => name.endsWith('.sql'))
  .sort();

/** Today's files under the names deployed databases recorded them by. */
const FORMER: Record<string, string> = { '007_web_vitals.sql': '004_web_vitals.sql' };

const scratch = mkdtempSync(path.join(tmpdir(), 'clorofil-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The migrations folder as a release before the renumbering had it, without the files in `leaveOut`. */
function formerFolder(name: string, leaveOut: readonly string[] = []): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir);
  for (const file of current)
    if (!leaveOut.includes(file)) copyFileSync(path.join(MIGRATIONS, file), path.join(dir, FORMER[file] ?? file));
  return dir;
}

/** A new PGlite database as initdb leaves it, closed after `run`. */
async function onNewDatabase(run: (database: Database) => Promise<void>): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', instance: pgliteCopy('empty') });
  try {
    await run(database);
  } finally {
    await database.close();
  }
}

async function recorded(database: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(database.db);
  return rows.map((row) => row.name);
}

async function vitalsRows(database: Database): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM web_vitals`.execute(database.db);
  return rows[0]!.n;
}

const recordVital = (database: Database) =>
  sql`INSERT INTO web_vitals (recorded_at, route, metric, value) VALUES (now(), '/rewards', 'LCP', 1800)`.execute(
    database.db,
  );

describe('migrations', () => {
  it('give every file a number of its own', () => {
    const numbers = current.map((file) => file.split('_')[0]);
    expect(new Set(numbers).size).toBe(current.length);
  });

  it('apply every file once to a new database, and nothing when run again', async () => {
    await onNewDatabase(async (database) => {
      expect(await migrate(database)).toEqual({ applied: current });
      expect(await recorded(database)).toEqual(current);
      expect(await migrate(database)).toEqual({ applied: [] });
      expect(await vitalsRows(database)).toBe(0);
    });
  });

  it('leave a database migrated under the former names as it is', async () => {
    await onNewDatabase(async (database) => {
      const former = current.map((file) => FORMER[file] ?? file).sort();
      expect(await migrate(database, formerFolder('every-file'))).toEqual({ applied: former });
      await recordVital(database);

      expect(await migrate(database)).toEqual({ applied: [] });
      expect(await recorded(database)).toEqual(former);
      expect(await vitalsRows(database)).toBe(1);
    });
  });

  it('bring a database of an older release up to date without running a renumbered file again', async () => {
    await onNewDatabase(async (database) => {
      const later = current.filter((file) => /^00[56]_/.test(file));
      expect(later).toHaveLength(2);
      await migrate(database, formerFolder('before-005', later));
      await recordVital(database);

      expect(await migrate(database)).toEqual({ applied: later });
      expect(await vitalsRows(database)).toBe(1);
      expect(await migrate(database)).toEqual({ applied: [] });
    });
  });

  it('write the FAQ answers stored as plain text as the HTML that shows them the same (014)', async () => {
    await onNewDatabase(async (database) => {
      await migrate(database, formerFolder('before-014', ['014_content_rich.sql']));
      const answers = [
        'پاسخ کوتاه.',
        'بند اول با ۲ خط\nخط دوم.\n\nبند دوم & <b>نه پررنگ</b> > ۱\n \n\nبند سوم',
        '  \r\nفاصله و خط ویندوز\r\n\r\nپایان  ',
      ];
      for (const [sort, answer] of answers.entries())
        await sql`INSERT INTO faq_items (question, answer, sort) VALUES (${`پرسش ${sort}`}, ${answer}, ${sort})`.execute(
          database.db,
        );
      // The operators had saved the menus twice and edited the FAQ once through the older endpoint.
      for (const kind of ['content.menu.save', 'content.menu.save', 'faq.update'])
        await sql`INSERT INTO audit_trail (actor_mobile, address, kind, subject) VALUES ('09120000010', '127.0.0.1', ${kind}, 'x')`.execute(
          database.db,
        );

      expect(await migrate(database)).toEqual({ applied: ['014_content_rich.sql'] });
      const { rows } = await sql<{ answer: string; edit_version: number }>`
        SELECT answer, edit_version FROM faq_items ORDER BY sort`.execute(database.db);
      expect(rows.map((row) => row.answer)).toEqual(answers.map(plainTextToHtml));
      expect(rows.map((row) => row.answer)[1]).toBe(
        '<p>بند اول با ۲ خط<br />خط دوم.</p><p>بند دوم &amp; &lt;b&gt;نه پررنگ&lt;/b&gt; &gt; ۱</p><p>بند سوم</p>',
      );
      // As the sanitiser writes them: storing them again changes nothing.
      for (const { answer } of rows) expect(sanitizeServerHtml(answer)).toBe(answer);
      expect(rows.every((row) => row.edit_version === 1)).toBe(true);
      const lists = await sql<{ name: string; edit_version: number }>`
        SELECT name, edit_version FROM content_lists ORDER BY name`.execute(database.db);
      expect(lists.rows).toEqual([
        { name: 'faq', edit_version: 2 },
        { name: 'menus', edit_version: 3 },
      ]);
    });
  });
});
