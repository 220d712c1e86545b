import type { DiscountCode } from '@clorofil/api-client/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { DomainError } from './errors.js';
import { takePoolCode } from './reward-codes.js';
import type { DB, DiscountCodeSource, DiscountCodesTable } from '../db/schema.js';
import type { RandomInt } from '../context.js';

type Executor = Kysely<DB> | Transaction<DB>;
// No 0/O or 1/I: codes are read aloud and typed from screenshots.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DAY_MS = 86_400_000;

export function generateCode(random: RandomInt, prefix = 'CL'): string {
  let body = '';
  for (let i = 0; i < 8; i += 1) body += ALPHABET[random(ALPHABET.length)];
  return `${prefix}-${body.slice(0, 4)}-${body.slice(4)}`;
}

export interface IssueCode {
  memberId: number;
  title: string;
  subTitle: string;
  source: DiscountCodeSource;
  validDays: number | null;
  at: Date;
}

/** Issues a fresh unique code; a clash with an existing code (1 in 10^12) simply draws again. */
export async function issueDiscountCode(
  trx: Executor,
  random: RandomInt,
  issue: IssueCode,
): Promise<Selectable<DiscountCodesTable>> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await trx
      .insertInto('discount_codes')
      .values({
        member_id: issue.memberId,
        code: generateCode(random),
        title: issue.title,
        sub_title: issue.subTitle,
        source: issue.source,
        expires_at: issue.validDays === null ? null : new Date(issue.at.getTime() + issue.validDays * DAY_MS),
        created_at: issue.at,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
  }
  throw new Error('could not draw a unique discount code');
}

/**
 * Hands the member the next free code of a reward's uploaded pool, in the purchase's transaction:
 * the pool row is linked to the member's code, so no code is ever given twice (reward_codes'
 * unique discount_code_id and discount_codes' unique code say the same in the database).
 */
export async function issuePoolCode(
  trx: Transaction<DB>,
  rewardId: number,
  issue: IssueCode,
): Promise<Selectable<DiscountCodesTable>> {
  const free = await takePoolCode(trx, rewardId);
  // The stock (taken just before) counts the free codes; none free means they disagree.
  if (!free) throw new DomainError('invalid', 'متأسفانه موجودی این جایزه به پایان رسیده است.');
  const row = await trx
    .insertInto('discount_codes')
    .values({
      member_id: issue.memberId,
      code: free.code,
      title: issue.title,
      sub_title: issue.subTitle,
      source: issue.source,
      expires_at: issue.validDays === null ? null : new Date(issue.at.getTime() + issue.validDays * DAY_MS),
      created_at: issue.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.updateTable('reward_codes').set({ discount_code_id: row.id }).where('id', '=', free.id).execute();
  return row;
}

export function toDiscountCode(row: Selectable<DiscountCodesTable>, now: Date): DiscountCode {
  const expires = row.expires_at ? new Date(row.expires_at) : null;
  return {
    code: row.code,
    title: row.title,
    subTitle: row.sub_title,
    expirationDate: expires ? expires.toISOString() : null,
    isExpired: expires !== null && expires.getTime() <= now.getTime(),
    source: row.source,
  };
}

export async function listDiscountCodes(db: Kysely<DB>, memberId: number, now: Date): Promise<DiscountCode[]> {
  const rows = await db
    .selectFrom('discount_codes')
    .selectAll()
    .where('member_id', '=', memberId)
    // A code support marked faulty (and refunded) is no longer the member's to use.
    .where('faulty_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  // Usable codes first (newest first), expired ones after them.
  return rows.map((row) => toDiscountCode(row, now)).sort((a, b) => Number(a.isExpired) - Number(b.isExpired));
}
