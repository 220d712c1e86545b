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

export interface RevokedSessionsOptions {
  source: RevocationSource;
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
 */
export class RevokedSessions implements SessionCheck {
  private readonly revoked = new Map<string, number>();
  private since = 0;
  private inFlight: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;
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
      for (const sid of batch.sids) if (!this.revoked.has(sid)) this.revoked.set(sid, seenAt);
      this.since = Math.max(0, batch.now - OVERLAP_MS);
      this.failures = 0;
    } catch (error) {
      this.failures = Math.min(this.failures + 1, 10);
      this.options.onError?.(error);
    }
    this.prune();
  }

  private prune(): void {
    // The margin covers the verifier's clock tolerance and clocks that disagree a little.
    const cutoff = this.now() - this.options.tokenLifetimeMs - 60_000;
    for (const [sid, seenAt] of this.revoked) if (seenAt < cutoff) this.revoked.delete(sid);
  }
}
