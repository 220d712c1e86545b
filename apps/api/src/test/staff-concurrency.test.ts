import { postgresAvailable } from '@clorofil/vitest-config/postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRole } from '../domain/staff.js';
import { DEMO_STAFF } from './support/staff.js';
import { startPostgresApp, type PostgresApp } from './support/postgres-app.js';

// Role changes under real parallelism (PGlite has one connection): two admins revoking each
// other's admin role at the same moment must never leave the club without an admin.
const available = postgresAvailable();
if (!available) console.warn('SKIPPED staff concurrency tests: PostgreSQL binaries not found (set PG_BIN).');

const OTHER_ADMIN = '09120000002';

describe.skipIf(!available)('role changes on PostgreSQL', () => {
  let stack: PostgresApp;
  beforeAll(async () => {
    stack = await startPostgresApp({ poolSize: 8 });
  });
  afterAll(async () => {
    await stack?.close();
  });

  const admins = async () =>
    (await stack.ctx.db.selectFrom('members').select(['mobile', 'roles']).execute())
      .filter((member) => member.roles.includes('admin'))
      .map((member) => member.mobile);

  it('two admins revoking each other at once: exactly one revocation passes, one admin stays', async () => {
    const actor = (mobile: string) => ({ memberId: null, mobile });
    for (let round = 0; round < 10; round += 1) {
      await changeRole(stack.ctx.db, {
        mobile: OTHER_ADMIN,
        role: 'admin',
        change: 'grant',
        actor: actor('cli:test'),
        address: 'cli',
      });
      expect(await admins()).toHaveLength(2);
      const results = await Promise.allSettled([
        changeRole(stack.ctx.db, {
          mobile: OTHER_ADMIN,
          role: 'admin',
          change: 'revoke',
          actor: actor(DEMO_STAFF.admin),
          address: '127.0.0.1',
        }),
        changeRole(stack.ctx.db, {
          mobile: DEMO_STAFF.admin,
          role: 'admin',
          change: 'revoke',
          actor: actor(OTHER_ADMIN),
          address: '127.0.0.1',
        }),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const remaining = await admins();
      expect(remaining).toHaveLength(1);
      // Whoever remains is the admin for the next round; the demo admin's number is put back.
      if (remaining[0] !== DEMO_STAFF.admin) {
        await changeRole(stack.ctx.db, {
          mobile: DEMO_STAFF.admin,
          role: 'admin',
          change: 'grant',
          actor: actor('cli:test'),
          address: 'cli',
        });
        await changeRole(stack.ctx.db, {
          mobile: OTHER_ADMIN,
          role: 'admin',
          change: 'revoke',
          actor: actor('cli:test'),
          address: 'cli',
        });
      }
    }
  }, 120_000);
});
