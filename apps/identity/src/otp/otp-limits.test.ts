import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/schema.js';
import { silentLogger } from '../logger.js';
import { resolveOtpPolicy, STRICT_OTP_POLICY, type OtpPolicy } from './otp-policy.js';
import { OtpService } from './otp-service.js';
import type { SmsSender } from './sms-sender.js';
import { memoryStorage } from '../test-support/test-server.js';

/** The SMS gateway's place: keeps the codes that would have been texted. */
class Outbox implements SmsSender {
  readonly latest = new Map<string, string>();
  async send(mobile: string, code: string) {
    this.latest.set(mobile, code);
  }
}

let db: Database;
beforeAll(async () => {
  db = await openDatabase(memoryStorage());
  await migrate(db);
});
afterAll(() => db.close());

function service(policy: Partial<OtpPolicy>, clock: { now: number }) {
  const outbox = new Outbox();
  const otp = new OtpService({
    db,
    sms: outbox,
    pepper: 'test-pepper',
    policy: resolveOtpPolicy(STRICT_OTP_POLICY, policy),
    now: () => clock.now,
    logger: silentLogger,
  });
  return { otp, outbox };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SECURITY 8: send limits are atomic', () => {
  it('50 parallel sends to one number: exactly the per-number limit gets a code', async () => {
    const { otp } = service({}, { now: Date.now() });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        otp.send({ interactionUid: randomUUID(), mobile: '09131110001', ip: `10.1.0.${i}` }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(STRICT_OTP_POLICY.perMobile.limit);
    expect(results.filter((r) => !r.ok && r.reason === 'rate_limited')).toHaveLength(
      50 - STRICT_OTP_POLICY.perMobile.limit,
    );
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM oidc_otp_codes WHERE mobile = $1', [
      '09131110001',
    ]);
    expect(rows[0]?.n).toBe(STRICT_OTP_POLICY.perMobile.limit);
  });

  it('50 parallel sends from one address to 50 numbers: exactly the per-address limit gets a code', async () => {
    const { otp } = service({ perIp: { limit: 7, windowSeconds: 3600 } }, { now: Date.now() });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        otp.send({ interactionUid: randomUUID(), mobile: `0913222${String(i).padStart(4, '0')}`, ip: '198.51.100.7' }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(7);
  });
});

describe('wrong codes', () => {
  // 23:30 in Tehran (UTC+3:30): midnight is half an hour away.
  const lateEvening = Date.parse('2026-11-23T20:00:00Z');
  const tehranMidnight = Date.parse('2026-11-23T20:30:00Z');

  it('a number gets 20 wrong codes per Tehran day, then waits until Tehran midnight', async () => {
    const clock = { now: lateEvening };
    const { otp, outbox } = service({ verifyPerMobile: { limit: 1000, windowSeconds: 600 } }, clock);
    const mobile = '09133330001';
    let wrongSoFar = 0;
    let last;
    for (let round = 0; round < 4; round += 1) {
      const interactionUid = randomUUID();
      expect((await otp.send({ interactionUid, mobile, ip: '10.2.0.1' })).ok).toBe(true);
      const code = outbox.latest.get(mobile) ?? '';
      for (let attempt = 0; attempt < STRICT_OTP_POLICY.maxAttempts; attempt += 1) {
        last = await otp.verify({ interactionUid, code: wrong(code), ip: '10.2.0.1' });
        wrongSoFar += 1;
      }
    }
    expect(wrongSoFar).toBe(20);
    expect(last).toEqual({
      ok: false,
      reason: 'locked_today',
      until: new Date(tehranMidnight),
      retryAfterSeconds: 1800,
    });

    // No new code today, and a code sent before the lock is not accepted either.
    const refused = await otp.send({ interactionUid: randomUUID(), mobile, ip: '10.2.0.1' });
    expect(refused).toMatchObject({ ok: false, reason: 'locked_today', retryAfterSeconds: 1800 });

    clock.now = tehranMidnight - 1000;
    expect((await otp.send({ interactionUid: randomUUID(), mobile, ip: '10.2.0.1' })).ok).toBe(false);

    // A new Tehran day: the number may sign in again.
    clock.now = tehranMidnight;
    const interactionUid = randomUUID();
    expect((await otp.send({ interactionUid, mobile, ip: '10.2.0.1' })).ok).toBe(true);
    const fresh = outbox.latest.get(mobile) ?? '';
    expect(await otp.verify({ interactionUid, code: fresh, ip: '10.2.0.1' })).toEqual({ ok: true, mobile });
  });

  it('a right code does not count against the daily budget', async () => {
    const clock = { now: lateEvening };
    const { otp, outbox } = service({ wrongCodesPerDay: 2 }, clock);
    for (let round = 0; round < 3; round += 1) {
      const interactionUid = randomUUID();
      await otp.send({ interactionUid, mobile: '09133330002', ip: '10.2.0.2' });
      expect(
        (await otp.verify({ interactionUid, code: outbox.latest.get('09133330002') ?? '', ip: '10.2.0.2' })).ok,
      ).toBe(true);
    }
  });

  it('parallel guesses cannot spend more than the daily budget', async () => {
    const clock = { now: lateEvening };
    const { otp } = service(
      { wrongCodesPerDay: 3, maxAttempts: 50, verifyPerMobile: { limit: 1000, windowSeconds: 600 } },
      clock,
    );
    const interactionUid = randomUUID();
    await otp.send({ interactionUid, mobile: '09133330003', ip: '10.2.0.3' });
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        otp.verify({ interactionUid, code: String(i).padStart(6, '0'), ip: '10.2.0.3' }),
      ),
    );
    // At most two answers say "wrong"; the third wrong one announces the lock; the rest are refused unread.
    expect(guesses.filter((g) => !g.ok && g.reason === 'wrong').length).toBeLessThanOrEqual(2);
    expect(guesses.every((g) => !g.ok)).toBe(true);
    const attempts = await db.query<{ attempts: number }>(
      'SELECT attempts FROM oidc_otp_codes WHERE interaction_uid = $1',
      [interactionUid],
    );
    expect(attempts[0]?.attempts).toBe(3);
  });
});

describe('code verification is rate limited per number and per address', () => {
  it('per address: the 4th submission in the window is refused with Retry-After', async () => {
    const clock = { now: Date.parse('2026-11-23T10:00:30Z') };
    const { otp } = service({ verifyPerIp: { limit: 3, windowSeconds: 600 } }, clock);
    const uids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const [i, interactionUid] of uids.entries())
      await otp.send({ interactionUid, mobile: `0913444000${i}`, ip: '10.3.0.1' });
    const answers = [];
    for (const interactionUid of uids)
      answers.push(await otp.verify({ interactionUid, code: '000000', ip: '10.3.0.1' }));
    expect(answers.slice(0, 3).every((a) => !a.ok && a.reason !== 'rate_limited')).toBe(true);
    // Fixed ten-minute windows: this one ends at 10:10:00.
    expect(answers[3]).toEqual({ ok: false, reason: 'rate_limited', retryAfterSeconds: 570 });
  });

  it('per number: submissions from many addresses still hit the number limit', async () => {
    const clock = { now: Date.parse('2026-11-23T10:00:00Z') };
    const { otp } = service({ verifyPerMobile: { limit: 2, windowSeconds: 600 }, maxAttempts: 10 }, clock);
    const interactionUid = randomUUID();
    await otp.send({ interactionUid, mobile: '09134440009', ip: '10.3.1.1' });
    const answers = [];
    for (let i = 0; i < 3; i += 1)
      answers.push(await otp.verify({ interactionUid, code: '000000', ip: `10.3.2.${i}` }));
    expect(answers[2]).toMatchObject({ ok: false, reason: 'rate_limited', retryAfterSeconds: 600 });
  });
});
