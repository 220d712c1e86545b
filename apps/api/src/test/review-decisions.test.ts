import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identitySms, type MemberTexter } from '../domain/member-sms.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const TEACHER_INFO = {
  schoolName: 'دبستان امید',
  schoolType: 1,
  schoolLevel: 1,
  lessons: [1],
  yearsOfExperience: 9,
  personnelCode: '12345678',
};
const REVIEWER = '09129999999';

/** Stands in for the identity provider's SMS endpoint: records what members would be texted. */
class RecordingTexter implements MemberTexter {
  readonly sent: Array<{ mobile: string; message: string }> = [];
  failing = false;
  async text(mobile: string, message: string) {
    if (this.failing) throw new Error('identity provider unreachable');
    this.sent.push({ mobile, message });
  }
}

describe('review decisions through the API', () => {
  let t: TestApp;
  const texter = new RecordingTexter();
  beforeAll(async () => {
    t = await startTestApp({ memberTexts: texter });
  });
  afterAll(() => t.close());

  const decide = (action: 'Approve' | 'Reject', mobile: string, body?: unknown, as = REVIEWER) =>
    t.as(as, { method: 'POST', url: `/api/review/${mobile}/${action}`, ...(body ? { body } : {}) });
  const submitTeacher = (mobile: string) =>
    t.as(mobile, {
      method: 'PUT',
      url: '/api/Profile',
      body: {
        firstName: 'سارا',
        lastName: 'رحمانی',
        nationalCode: '0072145366',
        userTypeId: 2,
        userTypeInfo: JSON.stringify(TEACHER_INFO),
      },
    });

  it('lists pending requests oldest first, for reviewers only', async () => {
    t.clock.advance(60_000);
    expect((await submitTeacher('09120000003')).statusCode).toBe(200);
    const list = await t.as(REVIEWER, { method: 'GET', url: '/api/review/Pending' });
    expect(list.statusCode).toBe(200);
    const mobiles = list.json().map((row: { mobile: string }) => row.mobile);
    expect(mobiles).toEqual(['09120000004', '09120000003']);
    expect((await t.as('09120000001', { method: 'GET', url: '/api/review/Pending' })).statusCode).toBe(403);
    expect((await decide('Approve', '09120000003', undefined, '09120000001')).statusCode).toBe(403);
  });

  it('approves, records who and when, texts the member and shows the financial pages', async () => {
    const res = await decide('Approve', '09120000004');
    expect(res.statusCode).toBe(200);
    const decision = await t.ctx.db
      .selectFrom('review_decisions')
      .innerJoin('members', 'members.id', 'review_decisions.member_id')
      .select(['decision', 'decided_by', 'decided_at', 'reviewer_member_id'])
      .where('members.mobile', '=', '09120000004')
      .executeTakeFirstOrThrow();
    expect(decision).toMatchObject({ decision: 'approve', decided_by: REVIEWER });
    expect(decision.reviewer_member_id).toEqual(expect.any(Number));
    expect(new Date(decision.decided_at).getTime()).toBe(t.clock.now().getTime());
    const audit = await t.ctx.db
      .selectFrom('audit_trail')
      .select(['actor_mobile', 'kind', 'before', 'after'])
      .where('subject', '=', '09120000004')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      actor_mobile: REVIEWER,
      kind: 'review.approve',
      before: { userTypeStatus: 10 },
      after: { userTypeStatus: 20 },
    });
    expect(texter.sent.at(-1)).toEqual({ mobile: '09120000004', message: expect.stringMatching(/تأیید شد/) });
    const profile = (await t.as('09120000004', { method: 'GET', url: '/api/Profile' })).json();
    expect(profile).toMatchObject({ userTypeStatus: 20, resultSeen: false, isCommissionEligible: true });
  });

  it('rejects with a reason that the member reads on the profile, in the notification and the SMS', async () => {
    const reason = 'کد پرسنلی با نام مدرسه هم‌خوانی ندارد.';
    expect((await decide('Reject', '09120000003', { note: reason })).statusCode).toBe(200);
    const profile = (await t.as('09120000003', { method: 'GET', url: '/api/Profile' })).json();
    expect(profile).toMatchObject({ userTypeStatus: -10, reviewNote: reason, isCommissionEligible: false });
    expect(texter.sent.at(-1)).toEqual({ mobile: '09120000003', message: expect.stringContaining(reason) });
    const notes = (await t.as('09120000003', { method: 'GET', url: '/api/Notification' })).json();
    expect(notes.at(-1)).toMatchObject({ type: 'warning', message: expect.stringContaining(reason) });
    // «متوجه شدم» hides the banner; the reason stays with the status until a new request.
    await t.as('09120000003', { method: 'PUT', url: '/api/Profile/SeeSelfExpressionResult' });
    await t.as('09120000003', {
      method: 'PUT',
      url: '/api/Profile',
      body: {
        firstName: 'سارا',
        lastName: 'رحمانی',
        nationalCode: '0072145366',
        userTypeId: 2,
        userTypeInfo: JSON.stringify({ ...TEACHER_INFO, personnelCode: '87654321' }),
      },
    });
    const again = (await t.as('09120000003', { method: 'GET', url: '/api/Profile' })).json();
    expect(again).toMatchObject({ userTypeStatus: 10, reviewNote: null, resultSeen: false });
  });

  it('keeps the decision when the SMS cannot be sent', async () => {
    texter.failing = true;
    const res = await decide('Approve', '09120000003');
    texter.failing = false;
    expect(res.statusCode).toBe(200);
    expect((await t.as('09120000003', { method: 'GET', url: '/api/Profile' })).json().userTypeStatus).toBe(20);
  });

  it('refuses a reviewer’s decision on their own request', async () => {
    expect((await submitTeacher(REVIEWER)).statusCode).toBe(200);
    const res = await decide('Approve', REVIEWER);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toMatch(/خودتان/);
    expect((await t.as(REVIEWER, { method: 'GET', url: '/api/Profile' })).json().userTypeStatus).toBe(10);
  });

  it('refuses a reason longer than 300 characters with 400 and records nothing', async () => {
    expect((await submitTeacher('09120000001')).statusCode).toBe(200);
    const res = await decide('Reject', '09120000001', { note: 'الف'.repeat(301) });
    expect(res.statusCode).toBe(400);
    expect((await t.as('09120000001', { method: 'GET', url: '/api/Profile' })).json().userTypeStatus).toBe(10);
  });
});

describe('identitySms (the API side of POST /sms/member)', () => {
  const received: Array<{ authorization: string | undefined; body: unknown }> = [];
  let status = 202;
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(text) });
      res.writeHead(status).end();
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/member`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the text as the clorofil-api client with HTTP Basic', async () => {
    await identitySms({ url, secret: 's3cret/with:chars' }).text('09120000003', 'سلام');
    expect(received.at(-1)).toEqual({
      authorization: `Basic ${Buffer.from('clorofil-api:s3cret%2Fwith%3Achars').toString('base64')}`,
      body: { mobile: '09120000003', message: 'سلام' },
    });
  });

  it('fails loudly when the provider refuses', async () => {
    status = 401;
    await expect(identitySms({ url, secret: 'wrong' }).text('09120000003', 'سلام')).rejects.toThrow(/401/);
  });
});
