import { catalogueMessages as m, CODE_MAX_LENGTH, CODE_UPLOAD_MAX, type CodePool } from '@clorofil/api-client/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { invalid } from './errors.js';
import { persianNumber } from './format.js';

type Executor = Kysely<DB> | Transaction<DB>;

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export interface ParsedCodes {
  codes: string[];
  /** Line number (1-based, as an editor shows it) → Persian message. */
  errors: Map<number, string>;
  /** Line number of each code, for the checks against the database. */
  lineOf: Map<string, number>;
}

/**
 * A code file as operators export it: one code per line, or a CSV whose header row names a
 * `code` column. Codes are trimmed; blank lines inside the file, repeats, over-long codes and
 * characters a code never has are errors of their own line. Blank lines at the end are not lines.
 */
export function parseCodeFile(text: string): ParsedCodes {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  let column: number | null = null;
  let first = 0;
  const header = lines[0]?.split(',').map((cell) => cell.trim().toLowerCase().replace(/^"|"$/g, ''));
  if (header?.includes('code')) {
    column = header.indexOf('code');
    first = 1;
  }
  const codes: string[] = [];
  const errors = new Map<number, string>();
  const lineOf = new Map<string, number>();
  for (let index = first; index < lines.length; index += 1) {
    const line = index + 1;
    const raw = column === null ? lines[index]! : (lines[index]!.split(',')[column] ?? '');
    const code = raw.trim().replace(/^"|"$/g, '').trim();
    if (code === '') errors.set(line, m.emptyCode);
    else if (code.length > CODE_MAX_LENGTH) errors.set(line, m.longCode);
    else if (!CODE.test(code)) errors.set(line, m.badCode);
    else if (lineOf.has(code)) errors.set(line, m.repeatedCode(lineOf.get(code)!));
    else {
      lineOf.set(code, line);
      codes.push(code);
    }
  }
  return { codes, errors, lineOf };
}

/** Refuses the whole file when any line is bad: every bad line is named, nothing is stored. */
export function refuseBadLines(errors: Map<number, string>): void {
  if (errors.size === 0) return;
  const byLine = Object.fromEntries(
    [...errors].sort(([a], [b]) => a - b).map(([line, text]) => [`lines.${line}`, text]),
  );
  throw invalid(byLine, `${persianNumber(errors.size)} سطر فایل درست نیست؛ هیچ کدی افزوده نشد.`);
}

/** Codes of the file that already exist: in any reward's pool, or handed to a member. */
export async function existingCodes(db: Executor, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectFrom('reward_codes')
    .select('code')
    .where('code', 'in', codes)
    .union(db.selectFrom('discount_codes').select('code').where('code', 'in', codes))
    .execute();
  return new Set(rows.map((row) => row.code));
}

export async function codePool(db: Executor, rewardId: number): Promise<CodePool> {
  const row = await db
    .selectFrom('reward_codes')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) FILTER (WHERE discount_code_id IS NULL)::int`.as('left'),
    ])
    .where('reward_id', '=', rewardId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), left: Number(row.left) };
}

/** Refuses a file longer than one upload may be, before any line is read against the database. */
export function checkUploadSize(codes: string[], errors: Map<number, string>): void {
  if (codes.length + errors.size === 0) throw invalid({ text: m.noCodes }, m.noCodes);
  if (codes.length > CODE_UPLOAD_MAX) throw invalid({ text: m.tooManyCodes }, m.tooManyCodes);
}

/**
 * Takes the oldest free code of a pool for a purchase, inside the purchase's transaction. The
 * caller has already taken one unit of the reward's stock (a row lock on the reward), so buys of
 * one reward reach this one at a time; SKIP LOCKED keeps that true should anything else hold a code.
 */
export async function takePoolCode(
  trx: Transaction<DB>,
  rewardId: number,
): Promise<{ id: number; code: string } | null> {
  const row = await trx
    .selectFrom('reward_codes')
    .select(['id', 'code'])
    .where('reward_id', '=', rewardId)
    .where('discount_code_id', 'is', null)
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row ?? null;
}
