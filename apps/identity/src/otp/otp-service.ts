import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';
import type { Logger } from '../logger.js';
import { toLatinDigits } from '../text/persian.js';
import { nextTehranDayStart, tehranDayStart } from '@clorofil/rules';
import { codeMatches, hashCode } from './code-hash.js';
import type { OtpPolicy } from './otp-policy.js';
import { checkSendLimits, hitsIn, lockSendKeys, returnHit, takeHit, takeWindowHit } from './rate-limits.js';
import { maskMobile } from './mobile.js';
import { SmsDeliveryError, type SmsSender } from './sms-sender.js';

export interface OtpState {
  id: string;
  mobile: string;
  createdAt: Date;
  expiresAt: Date;
  attempts: number;
  consumed: boolean;
  voided: boolean;
  /** The gateway did not confirm this code's SMS in time: it may arrive late, or never. */
  sendFailed: boolean;
}

/** The number entered too many wrong codes today: nothing more until Tehran midnight. */
export interface LockedToday {
  ok: false;
  reason: 'locked_today';
  until: Date;
  retryAfterSeconds: number;
}

export type SendResult =
  | { ok: true }
  | { ok: false; reason: 'rate_limited' | 'cooldown'; retryAfterSeconds: number }
  | LockedToday
  /** The SMS never left (gateway unreachable or refusing): the code was discarded. */
  | { ok: false; reason: 'sms_failed' }
  /** The gateway did not answer in time: the code stays valid and sending again is open at once. */
  | { ok: false; reason: 'sms_unconfirmed' };

export type VerifyResult =
  | { ok: true; mobile: string }
  | { ok: false; reason: 'format' | 'no_code' | 'expired' | 'void' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }
  | LockedToday;

interface OtpRow {
  id: string;
  mobile: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: number;
  consumed_at: Date | null;
  voided_at: Date | null;
  send_failed_at: Date | null;
}

export interface OtpServiceDeps {
  db: Database;
  sms: SmsSender;
  pepper: string;
  policy: OtpPolicy;
  now: () => number;
  logger: Logger;
}

/** One-time codes bound to one sign-in interaction: hashed at rest, single use, few attempts, short-lived. */
export class OtpService {
  readonly policy: OtpPolicy;
  private readonly deps: OtpServiceDeps;

  constructor(deps: OtpServiceDeps) {
    this.deps = deps;
    this.policy = deps.policy;
  }

  now(): Date {
    return new Date(this.deps.now());
  }

  async latestFor(interactionUid: string): Promise<OtpState | undefined> {
    const row = await this.latestRow(interactionUid);
    if (!row) return undefined;
    return {
      id: row.id,
      mobile: row.mobile,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      attempts: row.attempts,
      consumed: row.consumed_at !== null,
      voided: row.voided_at !== null,
      sendFailed: row.send_failed_at !== null,
    };
  }

  /**
   * Seconds until "send again" unlocks for this interaction and number (0 when it already has).
   * A code whose SMS the gateway did not confirm never holds the member back: it may never come.
   */
  cooldownLeft(state: Pick<OtpState, 'createdAt' | 'sendFailed'>, now = this.now()): number {
    if (state.sendFailed) return 0;
    const unlocksAt = state.createdAt.getTime() + this.policy.resendCooldownSeconds * 1000;
    return Math.max(0, Math.ceil((unlocksAt - now.getTime()) / 1000));
  }

  async send(input: { interactionUid: string; mobile: string; ip: string }): Promise<SendResult> {
    const { db, sms, logger } = this.deps;
    const now = this.now();
    const previous = await this.latestFor(input.interactionUid);
    if (previous && previous.mobile === input.mobile) {
      const wait = this.cooldownLeft(previous, now);
      if (wait > 0) return { ok: false, reason: 'cooldown', retryAfterSeconds: wait };
    }
    const locked = await this.lockedToday(db, input.mobile, now);
    if (locked) return locked;

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    // Count and insert under the number's and the address's locks: fifty parallel requests get
    // exactly the allowed number of codes, not fifty.
    const verdict = await db.transaction(async (tx) => {
      await lockSendKeys(tx, input);
      const limits = await checkSendLimits(tx, this.policy, now, input);
      if (!limits.allowed) return limits;
      // Only the newest code of an interaction is ever valid.
      await tx.query('UPDATE oidc_otp_codes SET voided_at = $2 WHERE interaction_uid = $1 AND voided_at IS NULL', [
        input.interactionUid,
        now,
      ]);
      await tx.query(
        `INSERT INTO oidc_otp_codes (id, interaction_uid, mobile, code_hash, requester_ip, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          input.interactionUid,
          input.mobile,
          hashCode(this.deps.pepper, input.mobile, code),
          input.ip,
          now,
          new Date(now.getTime() + this.policy.codeTtlSeconds * 1000),
        ],
      );
      return limits;
    });
    if (!verdict.allowed) return { ok: false, reason: 'rate_limited', retryAfterSeconds: verdict.retryAfterSeconds };
    try {
      await sms.send(input.mobile, code, input.interactionUid);
      return { ok: true };
    } catch (error) {
      // The log names the number masked and the reason, never the code.
      const who = maskMobile(input.mobile);
      if (error instanceof SmsDeliveryError && error.kind === 'timeout') {
        // The gateway may have taken the message and still deliver it, so the code stays valid;
        // the mark opens "send again" at once (the hourly limits still count this code).
        logger.warn(
          `one-time code SMS to ${who} unconfirmed: ${error.reason}; the code stays valid (it may still arrive) and sending again is open at once`,
        );
        await db.query('UPDATE oidc_otp_codes SET send_failed_at = $2 WHERE id = $1', [id, now]);
        return { ok: false, reason: 'sms_unconfirmed' };
      }
      // A code that never left does not exist: the member simply tries again.
      if (error instanceof SmsDeliveryError)
        logger.error(`one-time code SMS to ${who} failed: ${error.reason}; the code is discarded`);
      else logger.error(`one-time code SMS to ${who} failed; the code is discarded`, error);
      await db.query('DELETE FROM oidc_otp_codes WHERE id = $1', [id]);
      return { ok: false, reason: 'sms_failed' };
    }
  }

  async verify(input: { interactionUid: string; code: string; ip: string }): Promise<VerifyResult> {
    const { db } = this.deps;
    const code = toLatinDigits(input.code).replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) return { ok: false, reason: 'format' };
    const row = await this.latestRow(input.interactionUid);
    if (!row) return { ok: false, reason: 'no_code' };
    const now = this.now();

    // Every submission counts against the address and the number, right or wrong.
    const byIp = await takeWindowHit(db, `verify-ip:${input.ip}`, this.policy.verifyPerIp, now);
    if (!byIp.allowed) return { ok: false, reason: 'rate_limited', retryAfterSeconds: byIp.retryAfterSeconds };
    const byMobile = await takeWindowHit(db, `verify-mobile:${row.mobile}`, this.policy.verifyPerMobile, now);
    if (!byMobile.allowed) return { ok: false, reason: 'rate_limited', retryAfterSeconds: byMobile.retryAfterSeconds };

    if (row.consumed_at || row.voided_at || row.attempts >= this.policy.maxAttempts)
      return { ok: false, reason: 'void' };
    if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

    // The daily budget of wrong codes is reserved before comparing (and given back when the code
    // is right), so parallel guesses cannot spend more than the budget either.
    const day = tehranDayStart(now);
    const wrongKey = `wrong-codes:${row.mobile}`;
    if (!(await takeHit(db, wrongKey, day, this.policy.wrongCodesPerDay))) return this.lockedUntilMidnight(now);

    // Count the attempt before comparing, atomically, so parallel guesses cannot exceed the budget.
    const counted = await db.query<{ attempts: number }>(
      `UPDATE oidc_otp_codes SET attempts = attempts + 1
       WHERE id = $1 AND consumed_at IS NULL AND voided_at IS NULL AND attempts < $2 AND expires_at > $3
       RETURNING attempts`,
      [row.id, this.policy.maxAttempts, now],
    );
    const attempts = counted[0]?.attempts;
    if (attempts === undefined) {
      await returnHit(db, wrongKey, day);
      return { ok: false, reason: 'void' };
    }

    if (codeMatches(this.deps.pepper, row.code_hash, row.mobile, code)) {
      await returnHit(db, wrongKey, day);
      const consumed = await db.query<{ id: string }>(
        'UPDATE oidc_otp_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id',
        [row.id, now],
      );
      return consumed[0] ? { ok: true, mobile: row.mobile } : { ok: false, reason: 'void' };
    }
    if ((await hitsIn(db, wrongKey, day)) >= this.policy.wrongCodesPerDay) {
      await db.query('UPDATE oidc_otp_codes SET voided_at = $2 WHERE id = $1', [row.id, now]);
      return this.lockedUntilMidnight(now);
    }
    const attemptsLeft = this.policy.maxAttempts - attempts;
    if (attemptsLeft <= 0) {
      await db.query('UPDATE oidc_otp_codes SET voided_at = $2 WHERE id = $1', [row.id, now]);
      return { ok: false, reason: 'void' };
    }
    return { ok: false, reason: 'wrong', attemptsLeft };
  }

  /** Whether the number has used up today's wrong codes (then it gets no new code either). */
  private async lockedToday(db: Database, mobile: string, now: Date): Promise<LockedToday | undefined> {
    const used = await hitsIn(db, `wrong-codes:${mobile}`, tehranDayStart(now));
    return used >= this.policy.wrongCodesPerDay ? this.lockedUntilMidnight(now) : undefined;
  }

  private lockedUntilMidnight(now: Date): LockedToday {
    const until = nextTehranDayStart(now);
    return {
      ok: false,
      reason: 'locked_today',
      until,
      retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
    };
  }

  private async latestRow(interactionUid: string): Promise<OtpRow | undefined> {
    const rows = await this.deps.db.query<OtpRow>(
      `SELECT id, mobile, code_hash, created_at, expires_at, attempts, consumed_at, voided_at, send_failed_at
       FROM oidc_otp_codes WHERE interaction_uid = $1 ORDER BY created_at DESC, (voided_at IS NULL) DESC LIMIT 1`,
      [interactionUid],
    );
    return rows[0];
  }
}
