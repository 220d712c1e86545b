import { userInfo } from 'node:os';
import { normalizeMobile } from '@clorofil/rules';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { DomainError } from './domain/errors.js';
import { identitySms } from './domain/member-sms.js';
import { decideAndTell, listPending } from './domain/review.js';
import { ROLES_USAGE, rolesCommand } from './roles-cli.js';
import { seedDatabase } from './seed/index.js';
import { SCALE_DEFAULTS, seedScale } from './seed/scale.js';

const USAGE = `usage:
  pnpm --filter @clorofil/api db:seed
  pnpm --filter @clorofil/api seed:scale [members] [ledger lines]   (default 100000 5000000)
  pnpm --filter @clorofil/api review list
  pnpm --filter @clorofil/api review approve|reject <mobile> [note]
${ROLES_USAGE}`;

async function run(args: string[]): Promise<number> {
  const [command, action, mobileArg, ...noteWords] = args;
  let database;
  let config;
  try {
    config = readConfig(process.env);
    // The scale seed's statements write millions of rows: far past a request's statement limit.
    const options =
      command === 'seed:scale' && config.database.kind === 'postgres'
        ? { ...config.database, limits: { ...config.database.limits, queryMs: 3_600_000 } }
        : config.database;
    database = await openDatabase(options);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  try {
    await migrate(database);
    if (command === 'seed') {
      const { createdMembers } = await seedDatabase(database.db, new Date(), { demo: config.demo });
      const members = config.demo
        ? `new demo members: ${createdMembers.join(', ') || 'none'}`
        : 'reference data only (CLOROFIL_DEMO=1 adds the demo members)';
      console.log(`seeded (${database.kind}); ${members}`);
      return 0;
    }
    if (command === 'seed:scale') {
      const started = Date.now();
      const counts = {
        members: Number(action ?? SCALE_DEFAULTS.members),
        lines: Number(mobileArg ?? SCALE_DEFAULTS.lines),
      };
      if (![counts.members, counts.lines].every((n) => Number.isInteger(n) && n > 0)) {
        console.error(USAGE);
        return 2;
      }
      await seedScale(database.db, { ...counts, days: SCALE_DEFAULTS.days, now: new Date() });
      console.log(
        `seeded at scale (${database.kind}): ${counts.members} members, ${counts.lines} ledger lines in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      return 0;
    }
    if (command === 'roles') {
      // The operator at the server has no member account; the audit trail names their system user.
      const actor = { memberId: null, mobile: `cli:${userInfo().username}` };
      return await rolesCommand(database.db, args.slice(1), actor, console);
    }
    if (command === 'review' && action === 'list') {
      const pending = await listPending(database.db);
      if (pending.length === 0) console.log('nothing is waiting for review');
      for (const p of pending) {
        console.log(
          `${p.mobile}\t${p.userType?.text ?? '-'}\t${p.firstName} ${p.lastName}\t${p.submittedAt}\t${p.userTypeInfo ?? ''}`,
        );
      }
      return 0;
    }
    if (command === 'review' && (action === 'approve' || action === 'reject') && mobileArg) {
      const note = noteWords.join(' ').trim();
      // The operator at the server has no member account; the record names their system user.
      const reviewer = { memberId: null, label: `cli:${userInfo().username}`, address: 'cli' };
      // Same domain code as the API's endpoints, SMS included when API_CLIENT_SECRET is set.
      const sms = {
        texter: config.memberSms ? identitySms(config.memberSms) : undefined,
        onFailure: (error: unknown) => console.warn(`the decision could not be texted: ${String(error)}`),
      };
      const result = await decideAndTell(
        database.db,
        normalizeMobile(mobileArg),
        action,
        new Date(),
        reviewer,
        note || undefined,
        sms,
      );
      console.log(`${result.mobile}: userTypeStatus ${result.userTypeStatus}`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
