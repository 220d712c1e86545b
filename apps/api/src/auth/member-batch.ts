import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CacheHub } from '../cache/cache-hub.js';
import { memberTag } from '../cache/cache-hub.js';
import type { DB } from '../db/schema.js';
import type { MemberRow } from './members.js';

/**
 * A member's data fetched in the member's own lookup (http/route.ts, `CachedRead.preload`): `json`
 * is an expression over the `members` row, kept decoded in the data cache under `key`.
 */
export interface Preload<T = unknown> {
  key: (memberId: number) => string;
  json: RawBuilder<unknown>;
  decode: (json: never) => T;
}

interface Waiter<V> {
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
}

/** Lookups waiting for the next statement, by what they preload (`undefined`: nothing), then by key. */
class Waiting<K, V> {
  private readonly groups = new Map<Preload | undefined, Map<K, Waiter<V>[]>>();

  add(preload: Preload | undefined, key: K, waiter: Waiter<V>): void {
    let byKey = this.groups.get(preload);
    if (!byKey) this.groups.set(preload, (byKey = new Map()));
    const waiters = byKey.get(key);
    if (waiters) waiters.push(waiter);
    else byKey.set(key, [waiter]);
  }

  /** Everything waiting, in statements of at most MEMBERS_PER_LOOKUP keys; leaves nothing behind. */
  *take(): Generator<[Preload | undefined, K[], Waiter<V>[][]]> {
    const groups = [...this.groups];
    this.groups.clear();
    for (const [preload, byKey] of groups) {
      const keys = [...byKey.keys()];
      for (let start = 0; start < keys.length; start += MEMBERS_PER_LOOKUP) {
        const part = keys.slice(start, start + MEMBERS_PER_LOOKUP);
        yield [preload, part, part.map((key) => byKey.get(key)!)];
      }
    }
  }
}

/** Most members in one statement; a larger batch goes as several. */
export const MEMBERS_PER_LOOKUP = 100;

/**
 * The cold reads' lookups of members, batched: every lookup asked for while the API works through
 * the requests it has just read (one turn of the event loop) goes to the database in one statement
 * with the others of its kind, sent once those requests have all been read (`setImmediate`):
 * - `find`: a member by `sub` (with what the read preloads), `members.sub = ANY($1)`;
 * - `preloaded`: what a read preloads, for a member already held (a member's page asks for
 *   several answers at once and only the first one's lookup brought its part), `members.id = ANY($1)`.
 *
 * Why: members arrive one after another (a morning's first visits, a process just started, a
 * cache just emptied), each with reads the caches cannot answer yet. One statement per member was
 * most of such a read's cost — on PostgreSQL a round trip and a statement's overhead per member,
 * on PGlite (one engine, one query at a time, in the API's own thread) about a millisecond each
 * while every other request waited. Reads only: a write looks its member up afresh, on its own.
 *
 * A `sub` not found (a first sign-in) resolves `undefined`: the caller binds or creates the member
 * (auth/members.ts `resolveMember`), one by one, as before; a member id not found (deleted since)
 * resolves `undefined` too. A failed statement fails every lookup in it, as each would have failed
 * alone.
 */
export class MemberLookups {
  private readonly bySub = new Waiting<string, MemberRow | undefined>();
  private readonly byId = new Waiting<number, unknown>();
  private scheduled = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly cache: CacheHub,
  ) {}

  find(sub: string, preload?: Preload): Promise<MemberRow | undefined> {
    return new Promise((resolve, reject) => {
      this.bySub.add(preload, sub, { resolve, reject });
      this.schedule();
    });
  }

  /** The decoded `preload` of a member held already; `undefined` if the member is gone. */
  preloaded<T>(memberId: number, preload: Preload<T>): Promise<T | undefined> {
    return new Promise((resolve, reject) => {
      this.byId.add(preload, memberId, { resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      for (const [preload, subs, waiters] of this.bySub.take()) void this.findAll(preload, subs, waiters);
      for (const [preload, ids, waiters] of this.byId.take()) void this.preloadAll(preload!, ids, waiters);
    });
  }

  private async findAll(
    preload: Preload | undefined,
    subs: string[],
    waiters: Waiter<MemberRow | undefined>[][],
  ): Promise<void> {
    // Read before the statement: an invalidation while it runs keeps its preloads out of the cache
    // (they may predate the write), as ReadCache.prime checks.
    const epoch = this.cache.data.epochNow;
    await settle(subs, waiters, async () => {
      const matches = sql<boolean>`members.sub = any(${subs}::text[])`;
      const rows = preload
        ? await this.db
            .selectFrom('members')
            .selectAll('members')
            .select(preload.json.as('preload'))
            .where(matches)
            .execute()
        : await this.db.selectFrom('members').selectAll('members').where(matches).execute();
      const found = new Map<string, MemberRow>();
      for (const row of rows) {
        if (!preload) {
          found.set(row.sub!, row);
          continue;
        }
        const { preload: json, ...member } = row as MemberRow & { preload: never };
        this.cache.data.prime(preload.key(member.id), [memberTag(member.id)], preload.decode(json), epoch);
        found.set(member.sub!, member);
      }
      return found;
    });
  }

  private async preloadAll(preload: Preload, ids: number[], waiters: Waiter<unknown>[][]): Promise<void> {
    await settle(ids, waiters, async () => {
      const rows = await this.db
        .selectFrom('members')
        .select(['members.id', preload.json.as('preload')])
        .where(sql<boolean>`members.id = any(${ids}::int[])`)
        .execute();
      return new Map(rows.map((row) => [row.id, preload.decode(row.preload as never)]));
    });
  }
}

/** Runs one statement for `keys` and answers each key's waiters from what it found. */
async function settle<K, V>(keys: K[], waiters: Waiter<V | undefined>[][], run: () => Promise<Map<K, V>>) {
  try {
    const found = await run();
    keys.forEach((key, i) => {
      for (const waiter of waiters[i]!) waiter.resolve(found.get(key));
    });
  } catch (error) {
    for (const list of waiters) for (const waiter of list) waiter.reject(error);
  }
}
