import type { MemberRow } from '../auth/members.js';
import type { Database } from '../db/database.js';
import { type CachedBody, SharedBodies } from '../http/compression.js';
import { ReadCache, type Tags } from './read-cache.js';

/** The channel migrations/004_read_cache_invalidation_notify.sql's triggers notify on. */
export const CACHE_CHANNEL = 'clorofil_cache';

/** One member's data (their rows in any table, their balance, their member row). */
export const memberTag = (memberId: number) => `m:${memberId}`;
/** Catalogue tags, as the triggers name them. */
export const Catalogue = {
  rewards: 'rewards',
  wheel: 'wheel',
  content: 'content',
  notifications: 'notifications',
} as const;

export interface ReadCacheSettings {
  /** Backstop for anything an invalidation could miss (time passing, a trigger-less table). */
  ttlMs: number;
  /** Members (by `sub`) and per-member data entries kept. */
  maxEntries: number;
  /** Bytes of serialised responses kept. */
  maxResponseBytes: number;
}

// Every table the cached reads come from notifies on write, and a lost LISTEN connection empties
// the caches, so the TTL only bounds what nothing announces; a minute also keeps the entries of
// members who read once a minute or so, the common case of a phone left on a page.
export const defaultReadCacheSettings: ReadCacheSettings = {
  ttlMs: 60_000,
  maxEntries: 20_000,
  maxResponseBytes: 64 * 1024 * 1024,
};

/**
 * Every read cache of one API process and the feed that empties them. Writes in this process
 * invalidate at once (http/route.ts, after the handler's transaction); writes anywhere reach every
 * process through LISTEN on CACHE_CHANNEL. While that feed is down (PostgreSQL restarting, the
 * listening connection lost) nothing is kept: reads go to the database until it is back, and
 * everything cached before is dropped, since notifications may have been missed meanwhile.
 */
export class CacheHub {
  /** `sub` → member row, for reads only: writes always look the member up afresh. */
  readonly members: ReadCache<MemberRow>;
  /** Catalogue rows and per-member figures that several responses are built from. */
  readonly data: ReadCache<unknown>;
  /** Serialised JSON bodies of the hot reads, with their compressed forms, sent as they are. */
  readonly responses: ReadCache<CachedBody>;
  /** The bodies those responses are made of, one per distinct JSON (several members share one). */
  readonly bodies = new SharedBodies();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(settings: Partial<ReadCacheSettings> = {}, now?: () => number) {
    const { ttlMs, maxEntries, maxResponseBytes } = { ...defaultReadCacheSettings, ...settings };
    const clock = now ? { now } : {};
    this.members = new ReadCache({ maxEntries, ttlMs, ...clock });
    this.data = new ReadCache({ maxEntries, ttlMs, ...clock });
    this.responses = new ReadCache({
      maxEntries,
      maxWeight: maxResponseBytes,
      // The JSON is counted (once per entry, even where entries share a body); its compressed
      // forms, made on demand, are a fraction of it on top.
      weigh: (body) => body.raw.byteLength,
      ttlMs,
      ...clock,
    });
  }

  /** A typed read through the shared data cache. */
  load<T>(key: string, tags: Tags<T>, load: () => Promise<T>): Promise<T> {
    return this.data.get(key, tags as Tags<unknown>, load) as Promise<T>;
  }

  invalidate(tag: string): void {
    this.members.invalidate(tag);
    this.data.invalidate(tag);
    this.responses.invalidate(tag);
  }

  /** Follows the database's notifications; until the first LISTEN succeeds nothing is kept. */
  async follow(database: Database): Promise<void> {
    this.setLive(false);
    this.stopListening = await database.listen(CACHE_CHANNEL, {
      message: (payload) => this.invalidate(payload),
      state: (live) => this.setLive(live),
    });
  }

  async close(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
    this.setLive(false);
  }

  private setLive(live: boolean): void {
    for (const cache of [this.members, this.data, this.responses]) {
      cache.clear();
      cache.storing = live;
    }
  }
}
