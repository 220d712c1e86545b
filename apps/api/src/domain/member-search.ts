import {
  maskNationalCode,
  memberCareMessages as m,
  MEMBER_SEARCH_LIMIT,
  type MemberSearchKind,
  type MemberSearchResult,
  type MemberSummary,
  type UserType,
} from '@clorofil/api-client/contract';
import { compactDigits, normalizeMobile, normalizeText } from '@clorofil/rules';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, MembersTable } from '../db/schema.js';
import { invalid } from './errors.js';

// Member care's search. Every form of the text is answered by one index (migrations/015): a
// mobile by members' unique mobile, a national code by members_national_code_idx, a name by the
// prefix indexes on the full name and the last name. No form reads the table through.

type MemberRow = Selectable<MembersTable>;

export interface SearchTerm {
  by: MemberSearchKind;
  value: string;
  /** Ten digits starting with 9 read as a mobile without its zero, and as a national code too. */
  alsoNationalCode?: string;
}

/**
 * Reads the support person's text as a mobile (Persian or Latin digits, with or without the
 * leading zero, +98 or 0098), a national code (10 digits, or 8–9 with their zeros dropped) or the
 * start of a name (Arabic ي/ك as Persian, zero-width marks gone).
 */
export function searchTerm(text: string): SearchTerm {
  const digits = compactDigits(text);
  if (/^\+?\d+$/.test(digits)) {
    const mobile = normalizeMobile(digits);
    if (/^09\d{9}$/.test(mobile)) {
      return /^9\d{9}$/.test(digits)
        ? { by: 'mobile', value: mobile, alsoNationalCode: digits }
        : { by: 'mobile', value: mobile };
    }
    if (/^\d{8,10}$/.test(digits)) return { by: 'nationalCode', value: digits.padStart(10, '0') };
    throw invalid({ q: m.searchDigits }, m.searchDigits);
  }
  const name = normalizeText(text).replace(/\s+/g, ' ');
  if ([...name].length < 2) throw invalid({ q: m.searchTooShort }, m.searchTooShort);
  return { by: 'name', value: name };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The statement a term is looked up with (a test asks PostgreSQL for its plan). */
export function searchQuery(db: Kysely<DB>, term: SearchTerm) {
  let query = db.selectFrom('members').selectAll();
  const { alsoNationalCode } = term;
  if (term.by === 'mobile' && alsoNationalCode)
    query = query.where((eb) => eb.or([eb('mobile', '=', term.value), eb('national_code', '=', alsoNationalCode)]));
  else if (term.by === 'mobile') query = query.where('mobile', '=', term.value);
  else if (term.by === 'nationalCode') query = query.where('national_code', '=', term.value);
  else {
    const prefix = `${escapeLike(term.value)}%`;
    // Each side of the OR is one of the prefix indexes; PostgreSQL joins them in a bitmap.
    query = query.where((eb) =>
      eb.or([eb(sql<string>`first_name || ' ' || last_name`, 'like', prefix), eb('last_name', 'like', prefix)]),
    );
  }
  return query.orderBy('last_name').orderBy('first_name').orderBy('mobile').limit(MEMBER_SEARCH_LIMIT);
}

/** The members the term names, at most MEMBER_SEARCH_LIMIT, by name then mobile. */
export async function findMembers(db: Kysely<DB>, text: string): Promise<MemberSearchResult> {
  const term = searchTerm(text);
  const rows = await searchQuery(db, term).execute();
  const types = await userTypes(db);
  return { by: term.by, items: rows.map((row) => summaryOf(row, types)) };
}

export async function userTypes(db: Kysely<DB>): Promise<Map<number, UserType>> {
  const rows = await db.selectFrom('user_types').selectAll().execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, text: row.text, value: row.value }]));
}

export function summaryOf(row: MemberRow, types: Map<number, UserType>): MemberSummary {
  return {
    id: row.id,
    mobile: row.mobile,
    name: `${row.first_name} ${row.last_name}`.trim(),
    nationalCode: maskNationalCode(row.national_code),
    userType: row.user_type_id === null ? null : (types.get(row.user_type_id) ?? null),
    userTypeStatus: row.user_type_status as MemberSummary['userTypeStatus'],
    balance: row.balance,
  };
}
