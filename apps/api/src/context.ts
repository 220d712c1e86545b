import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CacheHub } from './cache/cache-hub.js';
import type { Database } from './db/database.js';
import type { DB } from './db/schema.js';
import type { MemberSessions } from './domain/member-sessions.js';
import type { SignInSignals } from './domain/sign-in-signals.js';
import type { MemberTexter } from './domain/member-sms.js';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Integer in [0, maxExclusive); crypto-strong by default, scripted in tests. */
export type RandomInt = (maxExclusive: number) => number;
export const cryptoRandomInt: RandomInt = (maxExclusive) => randomInt(maxExclusive);

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Per member (and ten times that per address) for each write endpoint. */
export interface RateLimitConfig {
  buy: RateLimitRule;
  spin: RateLimitRule;
  /** Every other member or reviewer write: profile, bank, acknowledgement, review decisions. */
  write: RateLimitRule;
  /** Anonymous web-vitals reports, per client address only (routes/vitals.ts). */
  vitals: RateLimitRule;
}
export const defaultRateLimits: RateLimitConfig = {
  buy: { max: 10, windowMs: 60_000 },
  spin: { max: 10, windowMs: 60_000 },
  write: { max: 30, windowMs: 60_000 },
  // One or two beacons per page view; a school's NAT of hundreds of phones stays under it.
  vitals: { max: 600, windowMs: 60_000 },
};

/** What every route and domain function needs; built once per app. */
export interface AppContext {
  readonly database: Database;
  readonly db: Kysely<DB>;
  readonly clock: Clock;
  readonly random: RandomInt;
  /** Origin used to build absolute image URLs. */
  readonly publicOrigin: string;
  /** SMS to members through the identity provider (review decisions); absent when not configured. */
  readonly memberTexts?: MemberTexter;
  /** A member's sign-in sessions at the identity provider (member care); absent when not configured. */
  readonly memberSessions?: MemberSessions;
  /** Sign-in codes asked for and typed wrong, per mobile (fraud signals); absent when not configured. */
  readonly signInSignals?: SignInSignals;
  /** ADJUSTMENT_APPROVAL_THRESHOLD: points adjustments larger than this wait for a finance approval. */
  readonly adjustmentApprovalThreshold: number;
  /** POINT_VALUE_TOMAN: toman a point is worth in the points liability. */
  readonly pointValueToman: number;
  /** Read caches of this process, emptied by writes here and by NOTIFY from everywhere. */
  readonly cache: CacheHub;
  /** How long an Idempotency-Key may stay in flight before another request takes it over. */
  readonly idempotencyLeaseMs?: number;
  /** How recent the one-time code behind a payout change must be (default 300 s). */
  readonly payoutStepUpMaxAgeSeconds?: number;
}
