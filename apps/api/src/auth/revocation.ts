import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** What the identity provider answers at `GET {issuer}/session/revoked?since=<epoch ms>`. */
export interface RevocationBatch {
  /** The provider's clock, the `since` of the next poll. */
  now: number;
  /** Sessions ended at or after `since`. */
  sids: string[];
}

export type RevocationSource = (since: number) => Promise<RevocationBatch>;

/** Something that can tell whether a token's session has been ended. */
export interface SessionCheck {
  isRevoked(sid: string): boolean;
}

export function httpRevocationSource(url: string, timeoutMs = 5_000): RevocationSource {
  return async (since) => {
    const target = new URL(url);
    target.searchParams.set('since', String(since));
    const response = await fetch(target, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`revoked sessions: HTTP ${response.status}`);
    const body = (await response.json()) as Partial<RevocationBatch>;
    if (
      typeof body.now !== 'number' ||
      !Array.isArray(body.sids) ||
      !body.sids.every((sid) => typeof sid === 'string')
    ) {
      throw new Error('revoked sessions: unexpected answer');
    }
    return { now: body.now, sids: body.sids };
  };
}

/** A revoked session as this process learnt it: the sid and when it was first seen. */
export interface SeenRevocation {
  sid: string;
  seenAt: Date;
}

/**
 * Where the sign-outs a process learns outlive it: a process that starts while the provider is
 * away still refuses the sessions ended within the last token lifetime.
 */
export interface RevocationStore {
  /** The sessions seen revoked since `since`. */
  load(since: Date): Promise<SeenRevocation[]>;
  /** Records newly seen sessions (a sid already recorded keeps its first time) and forgets those seen before `forgetBefore`. */
  save(seen: SeenRevocation[], forgetBefore: Date): Promise<void>;
}

export function databaseRevocationStore(db: Kysely<DB>): RevocationStore {
  return {
    async load(since) {
      const rows = await db
        .selectFrom('revoked_sessions')
        .select(['sid', 'seen_at'])
        .where('seen_at', '>=', since)
        .execute();
      return rows.map((row) => ({ sid: row.sid, seenAt: new Date(row.seen_at) }));
    },
    async save(seen, forgetBefore) {
      // Every API process records what it hears; the first to record a sid keeps its time.
      await db
        .insertInto('revoked_sessions')
        .values(seen.map(({ sid, seenAt }) => ({ sid, seen_at: seenAt })))
        .onConflict((conflict) => conflict.column('sid').doNothing())
        .execute();
      await db.deleteFrom('revoked_sessions').where('seen_at', '<', forgetBefore).execute();
    },
  };
}

export interface RevokedSessionsOptions {
  source: RevocationSource;
  /** Keeps what the polls learn for the next process (and hands it what earlier ones learnt: `load`). */
  store?: RevocationStore;
  intervalMs: number;
  /** A revoked sid is kept this long (the access-token lifetime): its tokens have expired by then. */
  tokenLifetimeMs: number;
  /** Local monotonic-enough time for pruning; injected by tests. */
  now?: () => number;
  onError?: (error: unknown) => void;
  /** Longest wait between polls while the provider keeps failing. */
  maxBackoffMs?: number;
}

// A revocation recorded in the same millisecond as the previous answer is not lost: each poll
// asks again from a little before the provider's last `now` (the set makes repeats harmless).
const OVERLAP_MS = 1_000;

/**
 * The sessions the identity provider has ended, polled every `intervalMs` (one poll at a time,
 * doubling the wait on failure up to `maxBackoffMs`). When the provider cannot be reached the
 * last known list stays in force: tokens still need a valid signature and expire on their own.
 * With a `store`, what the polls learn is written to the database and a new process starts with
 * the sessions ended within the last token lifetime (`load`), provider or not.
 */
export class RevokedSessions implements SessionCheck {
  private readonly revoked = new Map<string, number>();
  private since = 0;
  private inFlight: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;
  /** Learnt but not yet stored (the store failed): tried again with the next poll. */
  private unsaved: string[] = [];
  private readonly now: () => number;

  constructor(private readonly options: RevokedSessionsOptions) {
    this.now = options.now ?? Date.now;
  }

  isRevoked(sid: string): boolean {
    return this.revoked.has(sid);
  }

  get size(): number {
    return this.revoked.size;
  }

  /**
   * Takes the sessions stored as revoked within the last token lifetime, before the first poll
   * answers (or while the provider cannot answer at all). A database that cannot be read throws.
   */
  async load(): Promise<number> {
    const stored = (await this.options.store?.load(new Date(this.cutoff()))) ?? [];
    for (const { sid, seenAt } of stored) if (!this.revoked.has(sid)) this.revoked.set(sid, seenAt.getTime());
    return stored.length;
  }

  /** One poll; a call while another is under way joins it instead of starting a second. */
  poll(): Promise<void> {
    this.inFlight ??= this.fetchOnce().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  start(): void {
    if (this.timer) return;
    const tick = async () => {
      await this.poll();
      const backoff = Math.min(this.options.intervalMs * 2 ** this.failures, this.options.maxBackoffMs ?? 30_000);
      this.timer = setTimeout(() => void tick(), backoff);
      this.timer.unref();
    };
    this.timer = setTimeout(() => void tick(), 0);
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async fetchOnce(): Promise<void> {
    try {
      const batch = await this.options.source(this.since);
      const seenAt = this.now();
      for (const sid of batch.sids) {
        if (this.revoked.has(sid)) continue;
        this.revoked.set(sid, seenAt);
        if (this.options.store) this.unsaved.push(sid);
      }
      this.since = Math.max(0, batch.now - OVERLAP_MS);
      this.failures = 0;
    } catch (error) {
      this.failures = Math.min(this.failures + 1, 10);
      this.options.onError?.(error);
    }
    this.prune();
    await this.store();
  }

  private async store(): Promise<void> {
    const { store } = this.options;
    if (!store || this.unsaved.length === 0) return;
    const seen = this.unsaved.flatMap((sid) => {
      const seenAt = this.revoked.get(sid);
      return seenAt === undefined ? [] : [{ sid, seenAt: new Date(seenAt) }];
    });
    try {
      if (seen.length > 0) await store.save(seen, new Date(this.cutoff()));
      this.unsaved = [];
    } catch (error) {
      // The list in memory is in force all the same; only a process started later would miss these.
      this.options.onError?.(new Error('storing revoked sessions failed', { cause: error }));
    }
  }

  // The margin covers the verifier's clock tolerance and clocks that disagree a little.
  private cutoff(): number {
    return this.now() - this.options.tokenLifetimeMs - 60_000;
  }

  private prune(): void {
    const cutoff = this.cutoff();
    for (const [sid, seenAt] of this.revoked) if (seenAt < cutoff) this.revoked.delete(sid);
  }
}
