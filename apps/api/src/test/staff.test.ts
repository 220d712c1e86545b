import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fa, unknownRoleMessage } from '@clorofil/api-client/contract';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDump } from '@clorofil/vitest-config/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ENTRY_NOT_FOUND_MESSAGE,
  AUDIT_PAGE_SIZE,
  NO_ROLLBACK_MESSAGE,
  NOT_LATEST_MESSAGE,
  recordAudit,
  registerRollback,
  type AuditRecord,
} from '../domain/audit.js';
import { conflict } from '../domain/errors.js';
import { LAST_ADMIN_MESSAGE, NO_SUCH_MEMBER_MESSAGE } from '../domain/staff.js';
import { csvChunks } from '../http/csv.js';
import { auditTrailExport, ROLLED_BACK_MESSAGE } from '../routes/staff.js';
import { rolesCommand } from '../roles-cli.js';
import { DEMO_STAFF } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN = DEMO_STAFF.admin;
const OPERATOR = DEMO_STAFF.operator;
const FINANCE = DEMO_STAFF.finance;
const STUDENT = '09120000001';
const PARTNER = '09120000002';
const NOBODY = '09121234567';
const PERSIAN = /[\u0600-\u06FF]/;

const cliActor = { memberId: null, mobile: 'cli:tester' };

async function audit(t: TestApp, records: Array<Partial<AuditRecord> & { kind: string }>): Promise<number[]> {
  return t.ctx.db.transaction().execute(async (tx) => {
    const ids: number[] = [];
    for (const record of records) {
      ids.push(
        await recordAudit(tx, {
          actor: cliActor,
          address: 'cli',
          subject: '1',
          before: null,
          after: null,
          ...record,
        }),
      );
    }
    return ids;
  });
}

const auditCount = async (t: TestApp) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM audit_trail`.execute(t.ctx.db)).rows[0]?.n);

describe('the audit trail is append-only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses UPDATE, DELETE (even of no row) and TRUNCATE in SQL, and keeps every row', async () => {
    await audit(t, [{ kind: 'test.append', after: { n: 1 }, reason: 'نخست' }]);
    const before = await auditCount(t);
    for (const statement of [
      sql`UPDATE audit_trail SET reason = 'rewritten'`,
      sql`UPDATE audit_trail SET after = NULL WHERE kind = 'test.append'`,
      sql`DELETE FROM audit_trail`,
      sql`DELETE FROM audit_trail WHERE false`,
      sql`TRUNCATE audit_trail`,
    ]) {
      await expect(statement.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    }
    expect(await auditCount(t)).toBe(before);
    const row = await t.ctx.db
      .selectFrom('audit_trail')
      .select(['reason', 'after'])
      .where('kind', '=', 'test.append')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reason: 'نخست', after: { n: 1 } });
  });

  it('commits an entry only with the change it is written with', async () => {
    const before = await auditCount(t);
    await expect(
      t.ctx.db.transaction().execute(async (tx) => {
        await recordAudit(tx, {
          actor: cliActor,
          address: 'cli',
          kind: 'test.undone',
          subject: 7,
          before: null,
          after: {},
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await auditCount(t)).toBe(before);
  });
});

describe('roles: grant and revoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    for (const mobile of [STUDENT, PARTNER]) await t.as(mobile, { method: 'GET', url: '/api/Profile' });
  });
  afterAll(() => t.close());

  const grant = (mobile: string, role: string, as = ADMIN, body?: unknown) =>
    t.as(as, { method: 'POST', url: `/api/staff/Roles/${mobile}/${role}`, ...(body ? { body } : {}) });
  const revoke = (mobile: string, role: string, as = ADMIN, body?: unknown) =>
    t.as(as, { method: 'POST', url: `/api/staff/Roles/${mobile}/${role}/Revoke`, ...(body ? { body } : {}) });
  const me = (mobile: string) => t.as(mobile, { method: 'GET', url: '/api/staff/Me' });

  it('tells a staff member their roles and permissions, and a member without a role 403', async () => {
    expect((await me(OPERATOR)).json()).toEqual({
      mobile: OPERATOR,
      roles: ['operator'],
      permissions: ['catalogue', 'wheel', 'content', 'missions', 'audit'],
    });
    expect((await me(STUDENT)).statusCode).toBe(403);
  });

  it('grants a role with its reason, takes effect on the member’s next read, and audits before and after', async () => {
    // The student's member row is in the read cache now (a read of a staff endpoint, refused).
    expect((await me(STUDENT)).statusCode).toBe(403);
    const granted = await grant(STUDENT, 'operator', ADMIN, { reason: 'همکار تازهٔ بخش جایزه‌ها' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ mobile: STUDENT, name: 'امیرحسین محمدی', roles: ['operator'] });
    expect((await me(STUDENT)).json()).toMatchObject({ roles: ['operator'] });

    const holders = (await t.as(ADMIN, { method: 'GET', url: '/api/staff/Roles' })).json();
    expect(holders).toContainEqual({ mobile: STUDENT, name: 'امیرحسین محمدی', roles: ['operator'] });
    expect(holders).toContainEqual({ mobile: ADMIN, name: 'لیلا احمدی', roles: ['admin'] });
    expect(holders.map((holder: { mobile: string }) => holder.mobile)).not.toContain(PARTNER);

    const trail = (await t.as(ADMIN, { method: 'GET', url: `/api/staff/Audit?kind=role.grant` })).json();
    expect(trail.items[0]).toMatchObject({
      actor: ADMIN,
      address: '127.0.0.1',
      kind: 'role.grant',
      subject: STUDENT,
      before: { roles: [] },
      after: { roles: ['operator'] },
      reason: 'همکار تازهٔ بخش جایزه‌ها',
      canRollBack: false,
    });
  });

  it('revokes a role: the member is refused on the next read and the revocation is audited', async () => {
    const before = await auditCount(t);
    const res = await revoke(STUDENT, 'operator');
    expect(res.json()).toEqual({ mobile: STUDENT, name: 'امیرحسین محمدی', roles: [] });
    expect((await me(STUDENT)).statusCode).toBe(403);
    expect(await auditCount(t)).toBe(before + 1);
    const [entry] = (await t.as(ADMIN, { method: 'GET', url: `/api/staff/Audit?kind=role.revoke` })).json().items;
    expect(entry).toMatchObject({ subject: STUDENT, before: { roles: ['operator'] }, after: { roles: [] } });
    // Revoking a role not held (and granting one held) changes nothing and records nothing.
    expect((await revoke(STUDENT, 'operator')).statusCode).toBe(200);
    expect((await grant(ADMIN, 'admin')).json().roles).toEqual(['admin']);
    expect(await auditCount(t)).toBe(before + 1);
  });

  it('refuses, in Persian and changing nothing, a mobile nobody signed in with, an unknown role and a long reason', async () => {
    const before = await auditCount(t);
    const nobody = await grant(NOBODY, 'operator');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().Message).toBe(NO_SUCH_MEMBER_MESSAGE);
    const role = await grant(PARTNER, 'owner');
    expect(role.statusCode).toBe(400);
    expect(role.json().errors).toEqual({ role: unknownRoleMessage });
    const long = await grant(PARTNER, 'operator', ADMIN, { reason: 'د'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ reason: fa.tooLong });
    const extra = await grant(PARTNER, 'operator', ADMIN, { reason: 'x', roles: ['admin'] });
    expect(extra.statusCode).toBe(400);
    expect(await auditCount(t)).toBe(before);
    expect((await me(PARTNER)).statusCode).toBe(403);
  });

  it('lets only admins change roles', async () => {
    for (const as of [OPERATOR, FINANCE, STUDENT]) {
      expect((await grant(as, 'admin', as)).statusCode).toBe(403);
      expect((await t.as(as, { method: 'GET', url: '/api/staff/Roles' })).statusCode).toBe(403);
    }
    expect((await me(OPERATOR)).json().roles).toEqual(['operator']);
  });

  it('keeps the last admin: their own revocation is refused with 409 until another admin exists', async () => {
    const refused = await revoke(ADMIN, 'admin');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(LAST_ADMIN_MESSAGE);
    expect((await me(ADMIN)).json().roles).toEqual(['admin']);

    expect((await grant(PARTNER, 'admin')).statusCode).toBe(200);
    expect((await revoke(ADMIN, 'admin', ADMIN, { reason: 'جابه‌جایی مسئولیت' })).statusCode).toBe(200);
    expect((await me(ADMIN)).statusCode).toBe(403);
    // Now the partner is the only admin.
    expect((await revoke(PARTNER, 'admin', PARTNER)).json().Message).toBe(LAST_ADMIN_MESSAGE);
    expect((await grant(ADMIN, 'admin', PARTNER)).statusCode).toBe(200);
  });

  it('exports every role held as CSV, one line each, with its latest grant: when (Jalali) and by whom', async () => {
    expect((await grant(STUDENT, 'support')).statusCode).toBe(200);
    expect((await grant(STUDENT, 'finance', PARTNER)).statusCode).toBe(200);
    const res = await t.as(ADMIN, { method: 'GET', url: '/api/staff/Roles.csv' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="role-holders.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body.slice(1).split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('موبایل,نام,نقش,زمان اعطا,اعطاکننده');
    // The list's holders and roles, in its order.
    const holders = (await t.as(ADMIN, { method: 'GET', url: '/api/staff/Roles' })).json<
      { mobile: string; roles: string[] }[]
    >();
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      holders.flatMap((holder) => holder.roles.map(() => holder.mobile)),
    );
    const when = '"?[۰-۹]{4}/[۰-۹]{2}/[۰-۹]{2}، ساعت [۰-۹]{2}:[۰-۹]{2}"?';
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${STUDENT},امیرحسین محمدی,پشتیبان,${when},${ADMIN}$`)),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${STUDENT},امیرحسین محمدی,مالی,${when},${PARTNER}$`)),
    );
    // Revoked and granted again: the latest grant, by the partner.
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${ADMIN},لیلا احمدی,مدیر,${when},${PARTNER}$`)));
    // The seed's role has no grant in the trail.
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${OPERATOR},[^,]*,کارشناس عملیات,,$`)));
    expect((await t.as(OPERATOR, { method: 'GET', url: '/api/staff/Roles.csv' })).statusCode).toBe(403);
  });
});

describe('roles: the command line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.as(STUDENT, { method: 'GET', url: '/api/Profile' });
  });
  afterAll(() => t.close());

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await rolesCommand(t.ctx.db, args, cliActor, {
      log: (line) => lines.push(line),
      error: (line) => errors.push(line),
    });
    return { code, out: lines.join('\n'), err: errors.join('\n') };
  };

  it('grants a role (Persian digits typed too) as cli:<user> from address cli, and lists who holds what', async () => {
    const granted = await run('grant', '۰۹۱۲۰۰۰۰۰۰۱', 'admin', 'نخستین', 'مدیر');
    expect(granted).toMatchObject({ code: 0, out: `${STUDENT}: admin` });
    const entry = await t.ctx.db
      .selectFrom('audit_trail')
      .selectAll()
      .where('kind', '=', 'role.grant')
      .where('subject', '=', STUDENT)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actor_member_id: null,
      actor_mobile: 'cli:tester',
      address: 'cli',
      before: { roles: [] },
      after: { roles: ['admin'] },
      reason: 'نخستین مدیر',
    });
    expect((await t.as(STUDENT, { method: 'GET', url: '/api/staff/Me' })).json().roles).toEqual(['admin']);
    const list = await run('list');
    expect(list.out).toContain(`${STUDENT}\tadmin\tامیرحسین محمدی`);
    expect(list.out).toContain(`${DEMO_STAFF.reviewer}\treviewer\tفاطمه نوری`);
  });

  it('refuses a mobile nobody signed in with, a bad mobile, an unknown role and a bad action, changing nothing', async () => {
    const before = await auditCount(t);
    const nobody = await run('grant', NOBODY, 'admin');
    expect(nobody.code).toBe(1);
    expect(nobody.err).toMatch(/has signed in yet/);
    expect(await t.ctx.db.selectFrom('members').select('id').where('mobile', '=', NOBODY).execute()).toEqual([]);
    expect((await run('grant', '12345', 'admin')).code).toBe(2);
    expect((await run('grant', STUDENT, 'owner')).err).toMatch(/not a role/);
    expect((await run('promote', STUDENT, 'admin')).code).toBe(2);
    expect(await auditCount(t)).toBe(before);
  });

  it('runs as `pnpm --filter @clorofil/api roles`, against the database the API uses', async () => {
    const apiDir = fileURLToPath(new URL('../..', import.meta.url));
    const scratch = mkdtempSync(join(tmpdir(), 'clorofil-roles-'));
    try {
      // The command runs on a copy of the run's migrated database: it proves the command reaches
      // the database, not the migrations again (migrations.test.ts does).
      const copy = new PGlite(join(scratch, 'db'), { loadDataDir: pgliteDump('seeded') });
      await copy.waitReady;
      await copy.close();
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
        const child = spawn(
          join(apiDir, 'node_modules/.bin/tsx'),
          ['--conditions=@clorofil/source', 'src/cli.ts', 'roles', 'grant', NOBODY, 'admin'],
          { cwd: apiDir, env: { PATH: process.env.PATH, HOME: process.env.HOME, PGLITE_DIR: join(scratch, 'db') } },
        );
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stderr }));
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`no member with mobile ${NOBODY} has signed in yet`);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the audit screen: filters and pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    // 120 entries by two people over three Tehran days, newest last.
    const records = Array.from({ length: 120 }, (_, index) => ({
      actor: index % 2 === 0 ? { memberId: null, mobile: OPERATOR } : cliActor,
      kind: index % 3 === 0 ? 'reward.publish' : index % 3 === 1 ? 'reward.create' : 'wheel.table.schedule',
      subject: String(index),
      // 2026-03-20 00:00 Tehran is 2026-03-19T20:30Z; one entry every 30 minutes from there.
      at: new Date(Date.parse('2026-03-19T20:30:00Z') + index * 30 * 60_000),
    }));
    await audit(t, records);
  });
  afterAll(() => t.close());

  const list = (query = '', as = FINANCE) => t.as(as, { method: 'GET', url: `/api/staff/Audit${query}` });

  it('pages the trail newest first with the total', async () => {
    const first = (await list()).json();
    expect(first).toMatchObject({ total: 120, page: 1, pageSize: AUDIT_PAGE_SIZE });
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.items[0].subject).toBe('119');
    const third = (await list('?page=3')).json();
    expect(third.items.map((item: { subject: string }) => item.subject)).toEqual(
      Array.from({ length: 20 }, (_, index) => String(19 - index)),
    );
    expect((await list('?page=4')).json()).toMatchObject({ total: 120, items: [] });
  });

  it('filters by actor, kind prefix and Tehran dates, together', async () => {
    expect((await list(`?actor=${OPERATOR}`)).json().total).toBe(60);
    expect((await list('?actor=cli:tester')).json().total).toBe(60);
    expect((await list('?kind=reward')).json().total).toBe(80);
    expect((await list('?kind=reward.pub')).json().total).toBe(40);
    expect((await list('?kind=wheel.')).json().total).toBe(40);
    // A day is the Tehran day: 48 half-hours from 2026-03-20 00:00 Tehran.
    const day = (await list('?from=2026-03-20&to=2026-03-20')).json();
    expect(day.total).toBe(48);
    expect(day.items[0].subject).toBe('47');
    expect((await list('?from=2026-03-21')).json().total).toBe(72);
    expect((await list('?to=2026-03-21T00:00:00%2B03:30')).json().total).toBe(49);
    expect((await list(`?actor=${OPERATOR}&kind=reward.create&from=2026-03-21&to=2026-03-21`)).json().total).toBe(8);
    // Persian digits in the mobile are read as the member typed them.
    expect((await list('?actor=۰۹۱۲۰۰۰۰۰۱۰')).json().total).toBe(60);
  });

  it('matches a kind literally: `_` and `%` are not wildcards', async () => {
    expect((await list('?kind=reward_publish')).json().total).toBe(0);
    expect((await list('?kind=%25')).statusCode).toBe(400);
  });

  it('refuses bad filters in Persian (400, never 500)', async () => {
    for (const query of [
      '?page=0',
      '?page=abc',
      '?from=1405-01-01x',
      '?to=yesterday',
      '?actor=123',
      '?kind=REWARD',
      '?sort=at',
      '?page=1&page=2',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().Message, query).toMatch(PERSIAN);
    }
  });

  const csv = (query = '', as = FINANCE) => t.as(as, { method: 'GET', url: `/api/staff/Audit.csv${query}` });
  /** The file's lines after the mark, without the last line break's empty tail. */
  const linesOf = (body: string) => body.slice(1).split('\r\n').slice(0, -1);
  const subjectsOf = (lines: string[]) => lines.slice(1).map((line) => line.split(',')[4]);

  it('exports every entry the filters match as CSV, newest first, in the list’s order, with the mark and Persian titles', async () => {
    const res = await csv();
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-trail.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe('زمان,انجام‌دهنده,نشانی,نوع تغییر,موضوع,دلیل,پیش از تغییر,پس از تغییر');
    expect(lines).toHaveLength(121);
    // The list's three pages, one after another, are the file's rows.
    const listed: string[] = [];
    for (const page of [1, 2, 3]) {
      listed.push(...(await list(`?page=${page}`)).json().items.map((item: { subject: string }) => item.subject));
    }
    expect(subjectsOf(lines)).toEqual(listed);
    // 2026-03-20 00:00 Tehran plus 119 half-hours: 1405/01/02 11:30 in Tehran.
    expect(lines[1]).toBe('۱۴۰۵/۰۱/۰۲، ساعت ۱۱:۳۰,cli:tester,cli,wheel.table.schedule,119,,,');
  });

  it('honours the screen’s filters, and names the file by the days it covers', async () => {
    const res = await csv(`?actor=${OPERATOR}&kind=reward.create&from=2026-03-21&to=2026-03-21`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="audit-trail-from-2026-03-21-to-2026-03-21.csv"',
    );
    const lines = linesOf(res.body);
    expect(lines).toHaveLength(1 + 8);
    for (const line of lines.slice(1)) expect(line).toContain(`,${OPERATOR},cli,reward.create,`);
    expect(linesOf((await csv('?kind=wheel.')).body)).toHaveLength(1 + 40);
    expect(linesOf((await csv('?actor=cli:tester')).body)).toHaveLength(1 + 60);
    // Nothing matches: the titles alone.
    expect(linesOf((await csv('?kind=nothing')).body)).toHaveLength(1);
  });

  it('refuses bad filters, and a page, in Persian (400) before any line', async () => {
    for (const query of ['?from=1405-01-01x', '?to=yesterday', '?actor=123', '?kind=REWARD', '?page=2']) {
      const res = await csv(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type'], query).toContain('application/json');
      expect(res.json().Message, query).toMatch(PERSIAN);
    }
    expect((await csv('', STUDENT)).statusCode).toBe(403);
  });

  it('reads the trail a keyset page at a time, entries of one transaction (one time) included', async () => {
    // Five entries of one transaction share its time: more than a page of two, told apart by id.
    await audit(
      t,
      Array.from({ length: 5 }, (_, index) => ({ kind: 'csv.same', subject: `s${index}` })),
    );
    const asked: number[] = [];
    const file = auditTrailExport(t.ctx.db, { kind: 'csv.same' }, 2);
    const chunks: string[] = [];
    for await (const chunk of csvChunks(file.columns, {
      async *[Symbol.asyncIterator]() {
        for await (const page of file.pages) {
          asked.push(page.length);
          yield page;
        }
      },
    }))
      chunks.push(chunk);
    expect(asked).toEqual([2, 2, 1]);
    expect(subjectsOf(linesOf(chunks.join('')))).toEqual(['s4', 's3', 's2', 's1', 's0']);

    const reward = auditTrailExport(t.ctx.db, { kind: 'reward' }, 7);
    const pages: number[] = [];
    for await (const page of reward.pages) pages.push(page.length);
    expect(pages).toEqual([...Array.from({ length: 11 }, () => 7), 3]);
    expect(reward.fileName).toBe('audit-trail.csv');
  });
});

describe('rollback from the audit trail', () => {
  let t: TestApp;
  let restored: Array<{ entry: number; reason: string | null }>;
  let unregister: () => void;
  beforeAll(async () => {
    t = await startTestApp();
    restored = [];
    // A stand-in for a feature's publish: its rollback records `<kind>.rollback` in the same transaction.
    unregister = registerRollback('test.publish', async (tx, entry, context) => {
      if (entry.subject === 'broken') throw conflict('نسخهٔ پیشین دیگر منتشرشدنی نیست.');
      restored.push({ entry: entry.id, reason: context.reason });
      await recordAudit(tx, {
        actor: context.actor,
        address: context.address,
        kind: `${entry.kind}.rollback`,
        subject: entry.subject,
        before: entry.after,
        after: entry.before,
        reason: context.reason,
      });
    });
  });
  afterAll(async () => {
    unregister();
    await t.close();
  });

  const rollback = (id: number, as = OPERATOR, body?: unknown) =>
    t.as(as, { method: 'POST', url: `/api/staff/Audit/${id}/Rollback`, ...(body ? { body } : {}) });

  it('republishes the previous version of the latest change, once, with its own audit entry', async () => {
    const [older, latest, other] = await audit(t, [
      { kind: 'test.publish', subject: 'a', before: { v: 1 }, after: { v: 2 } },
      { kind: 'test.publish', subject: 'a', before: { v: 2 }, after: { v: 3 } },
      { kind: 'test.publish', subject: 'b', before: null, after: { v: 1 } },
    ]);
    const page = (await t.as(OPERATOR, { method: 'GET', url: '/api/staff/Audit?kind=test.' })).json();
    const flags = Object.fromEntries(
      page.items.map((item: { id: number; canRollBack: boolean }) => [item.id, item.canRollBack]),
    );
    expect(flags).toEqual({ [older!]: false, [latest!]: true, [other!]: true });

    const notLatest = await rollback(older!);
    expect(notLatest.statusCode).toBe(409);
    expect(notLatest.json().Message).toBe(NOT_LATEST_MESSAGE);

    const done = await rollback(latest!, OPERATOR, { reason: 'قیمت اشتباه بود' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: ROLLED_BACK_MESSAGE });
    expect(restored).toEqual([{ entry: latest, reason: 'قیمت اشتباه بود' }]);
    const [entry] = (await t.as(OPERATOR, { method: 'GET', url: '/api/staff/Audit?kind=test.publish.rollback' })).json()
      .items;
    expect(entry).toMatchObject({
      actor: OPERATOR,
      subject: 'a',
      before: { v: 3 },
      after: { v: 2 },
      canRollBack: true,
    });

    // The change is no longer the latest of its subject: a second rollback is refused.
    expect((await rollback(latest!)).statusCode).toBe(409);
    expect(restored).toHaveLength(1);
  });

  it('refuses an unknown entry (404) and a kind without rollback (409), in Persian', async () => {
    const missing = await rollback(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Message).toBe(AUDIT_ENTRY_NOT_FOUND_MESSAGE);
    const [grant] = await audit(t, [{ kind: 'role.grant', subject: STUDENT }]);
    const none = await rollback(grant!);
    expect(none.statusCode).toBe(409);
    expect(none.json().Message).toBe(NO_ROLLBACK_MESSAGE);
  });

  it('keeps nothing of a rollback its handler refuses', async () => {
    const [id] = await audit(t, [{ kind: 'test.publish', subject: 'broken', after: { v: 1 } }]);
    const before = await auditCount(t);
    const res = await rollback(id!);
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('نسخهٔ پیشین دیگر منتشرشدنی نیست.');
    expect(await auditCount(t)).toBe(before);
  });

  it('is for staff with the audit permission', async () => {
    const [id] = await audit(t, [{ kind: 'test.publish', subject: 'c', after: { v: 1 } }]);
    for (const as of [DEMO_STAFF.reviewer, DEMO_STAFF.support, STUDENT]) {
      expect((await rollback(id!, as)).statusCode).toBe(403);
    }
    expect(restored.map((item) => item.entry)).not.toContain(id);
  });
});

describe('staff writes are rate limited like other writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: { write: { max: 2, windowMs: 60_000 } } });
    await t.as(STUDENT, { method: 'GET', url: '/api/Profile' });
  });
  afterAll(() => t.close());

  it('answers 429 in Persian past the allowance, and changes nothing', async () => {
    const call = (role: string) => t.as(ADMIN, { method: 'POST', url: `/api/staff/Roles/${STUDENT}/${role}` });
    expect((await call('operator')).statusCode).toBe(200);
    expect((await call('finance')).statusCode).toBe(200);
    const limited = await call('admin');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().Message).toBe(fa.tooManyRequests);
    expect((await t.as(STUDENT, { method: 'GET', url: '/api/staff/Me' })).json().roles).toEqual([
      'operator',
      'finance',
    ]);
  });
});
