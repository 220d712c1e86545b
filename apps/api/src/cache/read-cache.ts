/** What a cache tells its owner when a fill runs (tests count these to prove single-flight). */
export interface ReadCacheOptions<V> {
  /**
   * Most entries kept; the least recently read go first (within a quarter of the cache: see
   * `touch`).
   */
  maxEntries: number;
  /** Optional cap on the summed weight (bytes for response bodies). */
  maxWeight?: number;
  weigh?: (value: V) => number;
  /** Backstop: an entry is refilled after this long even if no invalidation reached us. */
  ttlMs: number;
  /** A value that must go sooner than the TTL says when (a verified token: its `exp`). */
  expiresAt?: (value: V) => number;
  now?: () => number;
}

/** Tags known up front, or read off the loaded value (a member found by `sub` carries its id). */
export type Tags<V> = readonly string[] | ((value: V) => readonly string[]);

interface Entry<V> {
  value: V;
  tags: readonly string[];
  expiresAt: number;
  weight: number;
  /** `moves` when the entry last went to the young end of the order. */
  movedAt: number;
}

interface Fill<V> {
  promise: Promise<V>;
  tags: readonly string[];
  /** Set when one of its tags was invalidated while the load ran: its answer may predate the write. */
  stale: boolean;
}

/**
 * A bounded LRU of loaded values, filled single-flight and dropped by tag.
 *
 * Single-flight: while a key is loading, every other reader of that key awaits the same load, so
 * a cold key under 50 concurrent requests runs one query. Invalidation: `invalidate(tag)` deletes
 * every entry carrying the tag and detaches any load in flight for it, so later readers start a
 * fresh load and the detached one does not store its possibly older answer.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly fills = new Map<string, Fill<V>>();
  private readonly byTag = new Map<string, Set<string>>();
  private weight = 0;
  /** Counts the entries put at the young end of the order (stored, or moved by a read). */
  private moves = 0;
  /** How many moves later a read moves its entry again (a quarter of the entries, at least 1). */
  private readonly moveAfter: number;
  /** Counts invalidations, for loads whose tags are only known once they finish. */
  private epoch = 0;
  private readonly now: () => number;
  /** When false (the invalidation feed is down) loads still run single-flight but nothing is kept. */
  storing = true;

  constructor(private readonly options: ReadCacheOptions<V>) {
    this.now = options.now ?? Date.now;
    this.moveAfter = Math.max(1, Math.floor(options.maxEntries / 4));
  }

  get size(): number {
    return this.entries.size;
  }

  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry.value : undefined;
  }

  /** Changes on every invalidation; `prime` compares it with the value read before a load began. */
  get epochNow(): number {
    return this.epoch;
  }

  /**
   * Keeps a value loaded elsewhere (beside another cache's fill, in the same query), unless any
   * invalidation happened since `epoch` — it might predate a write — or the key is held or loading.
   */
  prime(key: string, tags: readonly string[], value: V, epoch: number): void {
    if (this.epoch !== epoch || !this.storing || this.entries.has(key) || this.fills.has(key)) return;
    this.store(key, tags, value);
  }

  /** The value if it is held and fresh (and now the most recently read), without a promise. */
  hit(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    this.touch(key, entry);
    return entry.value;
  }

  get(key: string, tagsOf: Tags<V>, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.expiresAt > this.now()) {
        this.touch(key, entry);
        return Promise.resolve(entry.value);
      }
      this.remove(key);
    }
    const running = this.fills.get(key);
    if (running) return running.promise;

    // Tags read off the value cannot be watched while loading: any invalidation meanwhile voids it.
    const tags = typeof tagsOf === 'function' ? [] : tagsOf;
    const epoch = this.epoch;
    const fill: Fill<V> = { promise: undefined as never, tags, stale: false };
    fill.promise = (async () => {
      try {
        const value = await load();
        const late = typeof tagsOf === 'function' && this.epoch !== epoch;
        if (!fill.stale && !late && this.storing) {
          this.store(key, typeof tagsOf === 'function' ? tagsOf(value) : tags, value);
        }
        return value;
      } finally {
        if (this.fills.get(key) === fill) {
          this.fills.delete(key);
          if (!this.entries.has(key)) this.untag(key, tags);
        }
      }
    })();
    this.fills.set(key, fill);
    this.tag(key, tags);
    return fill.promise;
  }

  invalidate(tag: string): void {
    this.epoch += 1;
    const keys = this.byTag.get(tag);
    if (!keys) return;
    this.byTag.delete(tag);
    for (const key of keys) {
      const fill = this.fills.get(key);
      if (fill) {
        fill.stale = true;
        this.fills.delete(key);
        this.untag(key, fill.tags);
      }
      this.remove(key);
    }
  }

  clear(): void {
    this.epoch += 1;
    for (const fill of this.fills.values()) fill.stale = true;
    this.fills.clear();
    this.entries.clear();
    this.byTag.clear();
    this.weight = 0;
  }

  private store(key: string, tags: readonly string[], value: V): void {
    const weight = this.options.weigh?.(value) ?? 0;
    // A single value heavier than the whole budget is served but never kept.
    if (this.options.maxWeight !== undefined && weight > this.options.maxWeight) return;
    this.remove(key);
    const ttlEnd = this.now() + this.options.ttlMs;
    const expiresAt = Math.min(ttlEnd, this.options.expiresAt?.(value) ?? ttlEnd);
    this.entries.set(key, { value, tags, expiresAt, weight, movedAt: (this.moves += 1) });
    this.tag(key, tags);
    this.weight += weight;
    while (
      this.entries.size > this.options.maxEntries ||
      (this.options.maxWeight !== undefined && this.weight > this.options.maxWeight)
    ) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
  }

  /**
   * A read moves its entry to the young end of the Map's order (re-inserting it), which is what
   * makes the oldest key the least recently read, unless fewer than a quarter of the cache's
   * entries were stored or moved since the entry last was: it is among the youngest already. So
   * an entry goes at most a quarter of the cache earlier than strict LRU would let it go.
   *
   * Why not on every read: V8 leaves a deleted Map entry in its hash bucket's chain until the
   * table is rebuilt, so deleting and re-adding one hot key on every read (the wheel's prizes, a
   * content page) made that key's chain grow by one entry per read; each lookup walked it. With
   * 4,000 entries held a read cost ~4 µs, with 10,000 ~20 µs (read-cache.test.ts measures it);
   * under load that was 11–16% of the API's CPU on `GET /api/wheel/Prizes`.
   */
  private touch(key: string, entry: Entry<V>): void {
    if (this.moves - entry.movedAt < this.moveAfter) return;
    this.entries.delete(key);
    entry.movedAt = this.moves += 1;
    this.entries.set(key, entry);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
    if (!this.fills.has(key)) this.untag(key, entry.tags);
  }

  private tag(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private untag(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }
}
