import { normalizeMobile } from '@clorofil/ui-rtl/validation';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { decide, listPending } from './domain/review.js';
import { ApiError } from './http/errors.js';
import { seedDatabase } from './seed/index.js';

const USAGE = `usage:
  pnpm --filter @clorofil/api db:seed
  pnpm --filter @clorofil/api review list
  pnpm --filter @clorofil/api review approve|reject <mobile> [note]`;

async function run(args: string[]): Promise<number> {
  const [command, action, mobileArg, ...noteWords] = args;
  let database;
  try {
    database = await openDatabase(readConfig(process.env).database);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  try {
    await migrate(database);
    if (command === 'seed') {
      const { createdMembers } = await seedDatabase(database.db, new Date());
      console.log(`seeded (${database.kind}); new demo members: ${createdMembers.join(', ') || 'none'}`);
      return 0;
    }
    if (command === 'review' && action === 'list') {
      const pending = await listPending(database.db);
      if (pending.length === 0) console.log('nothing is waiting for review');
      for (const p of pending) {
        console.log(`${p.mobile}\t${p.userType?.text ?? '-'}\t${p.firstName} ${p.lastName}\t${p.submittedAt}\t${p.userTypeInfo ?? ''}`);
      }
      return 0;
    }
    if (command === 'review' && (action === 'approve' || action === 'reject') && mobileArg) {
      const note = noteWords.join(' ').trim();
      const result = await decide(database.db, normalizeMobile(mobileArg), action, new Date(), note || undefined);
      console.log(`${result.mobile}: userTypeStatus ${result.userTypeStatus}`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } catch (error) {
    if (error instanceof ApiError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
