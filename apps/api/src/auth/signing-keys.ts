import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Where the last good key set outlives the process: the API's own database, one row per issuer. */
export interface KeySetStore {
  load(issuer: string): Promise<{ jwks: JSONWebKeySet; fetchedAt: Date } | undefined>;
  save(issuer: string, jwks: JSONWebKeySet, fetchedAt: Date): Promise<void>;
}

export function databaseKeySetStore(db: Kysely<DB>): KeySetStore {
  return {
    async load(issuer) {
      const row = await db
        .selectFrom('signing_key_sets')
        .select(['jwks', 'fetched_at'])
        .where('issuer', '=', issuer)
        .executeTakeFirst();
      if (!row) return undefined;
      const jwks: unknown = typeof row.jwks === 'string' ? JSON.parse(row.jwks) : row.jwks;
      // A row nobody can use (edited by hand, say) is as good as none; the provider's next answer replaces it.
      return isUsableKeySet(jwks) ? { jwks, fetchedAt: new Date(row.fetched_at) } : undefined;
    },
    async save(issuer, jwks, fetchedAt) {
      // Several API processes may fetch the same change: the last one written wins, and any of
      // them is the provider's set of that moment.
      await db
        .insertInto('signing_key_sets')
        .values({ issuer, jwks: JSON.stringify(jwks), fetched_at: fetchedAt })
        .onConflict((conflict) =>
          conflict.column('issuer').doUpdateSet((eb) => ({
            jwks: eb.ref('excluded.jwks'),
            fetched_at: eb.ref('excluded.fetched_at'),
          })),
        )
        .execute();
    },
  };
}

/** Minimal logger (Fastify's fits): an outage is reported once, its end once. */
export interface KeyLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface SigningKeysOptions {
  issuer: string;
  /** `${issuer}/jwks` unless JWKS_URL says otherwise. */
  url: string;
  store?: KeySetStore;
  /** One fetch gives up after this long (a frozen provider must not hold anything up). */
  timeoutMs?: number;
  /** The steady refresh while the provider answers. */
  refreshMs?: number;
  /** The first retry after a failure; each further one waits twice as long, up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How long a token with an unknown key waits for the fetch it started or joined. */
  waitMs?: number;
  /** After a fetch a token with an unknown key started, no other token starts one for this long. */
  cooldownMs?: number;
  now?: () => number;
}

/**
 * Thrown when a token cannot be checked because no key set it could be checked against is known
 * and the provider cannot be asked: the token is not bad, the API just cannot tell (503, not 401).
 */
export class KeysUnavailable extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('no signing key set available');
  }
}

interface KnownSet {
  jwks: JSONWebKeySet;
  /** Sorted-key JSON: what "changed" means when a fetch is compared with the set held. */
  canonical: string;
  /** Each key's canonical JSON. */
  keys: ReadonlySet<string>;
  getKey: JWTVerifyGetKey;
}

/**
 * The identity provider's signing keys as last fetched, with no expiry. A token is verified
 * against the set held, so neither a provider outage of any length nor a frozen provider holds up
 * or refuses a token signed by a known key; tokens still expire on their own (`exp`, ≤ 10 minutes
 * after issue). The set comes from the database at start (`load`) and is refreshed in the
 * background (`start`): steadily while the provider answers, with a doubling wait while it does
 * not. A token whose key is not in the set (a rotation) asks for one refresh — joined if one is
 * under way, none within `cooldownMs` of the last one a token started, so a flood of bad tokens
 * cannot hammer the provider — waits for it at most `waitMs`, and is checked once more. Each successful fetch
 * replaces the set entirely, so a key the provider dropped stops verifying.
 */
export class SigningKeys {
  private current: KnownSet | undefined;
  /** Canonical JSON of what the database holds, so an unchanged fetch writes nothing. */
  private stored: string | undefined;
  private inFlight: Promise<void> | undefined;
  /** When a token with an unknown key last started a fetch. */
  private lastDemandAt = Number.NEGATIVE_INFINITY;
  /** When the latest fetch that succeeded began. */
  private lastGoodFetchAt = Number.NEGATIVE_INFINITY;
  private readonly droppedListeners: (() => void)[] = [];
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private log: KeyLog | undefined;
  private readonly stopping = new AbortController();
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly refreshMs: number;
  private readonly minBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly waitMs: number;
  private readonly cooldownMs: number;

  constructor(private readonly options: SigningKeysOptions) {
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? 3_000;
    this.refreshMs = options.refreshMs ?? 300_000;
    this.minBackoffMs = options.minBackoffMs ?? 1_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 60_000;
    this.waitMs = options.waitMs ?? 3_000;
    this.cooldownMs = options.cooldownMs ?? 5_000;
  }

  /** Whether any key set is held (stored or fetched). */
  get known(): boolean {
    return this.current !== undefined;
  }

  /** The key set held now, as JSON (tests and diagnostics). */
  get jwks(): JSONWebKeySet | undefined {
    return this.current?.jwks;
  }

  /**
   * Takes the stored set, if any; its fetch time, or undefined when nothing is stored. A database
   * that cannot be read throws: the process could not serve anything else either.
   */
  async load(): Promise<Date | undefined> {
    const row = await this.options.store?.load(this.options.issuer);
    if (!row) return undefined;
    // A fetch that finished first is newer than anything stored.
    if (!this.current) this.current = knownSet(row.jwks);
    this.stored = canonicalJson(row.jwks);
    return row.fetchedAt;
  }

  /** Refreshes now and then steadily until `stop`; `log` hears an outage once and its end once. */
  start(log?: KeyLog): void {
    if (this.running || this.stopping.signal.aborted) return;
    if (log) this.log = log;
    this.running = true;
    this.schedule(0);
  }

  /** No further refresh; a fetch under way is abandoned and writes nothing. */
  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.stopping.abort();
  }

  /** One fetch; a call while another is under way joins it instead of starting a second. */
  refresh(): Promise<void> {
    this.inFlight ??= this.fetchOnce().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  /**
   * jose's key lookup: the held set, and one bounded refresh for a key it does not hold. A token is
   * refused for its key (401) only on the word of a fetch that began after the token reached this
   * process: a provider publishes a key before it signs with it, so that fetch would have found it.
   * An older fetch (within the cooldown) may predate a rotation, and no fetch may be possible at
   * all: then nobody can tell yet (KeysUnavailable, 503).
   */
  readonly getKey: JWTVerifyGetKey = async (header, token) => {
    const arrivedAt = this.now();
    const before = this.current;
    if (before) {
      try {
        return await before.getKey(header, token);
      } catch (error) {
        if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      }
    }
    await this.refreshForUnknownKey();
    const after = this.current;
    if (after && after !== before) {
      try {
        return await after.getKey(header, token);
      } catch (error) {
        if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      }
    }
    if (after && this.lastGoodFetchAt >= arrivedAt) throw new errors.JWKSNoMatchingKey();
    const untilNextFetch = this.lastDemandAt + this.cooldownMs - this.now();
    throw new KeysUnavailable(Math.max(1, Math.ceil(untilNextFetch / 1000)));
  };

  /** `listener` runs whenever a fetched set lacks a key of the set it replaces. */
  onKeysDropped(listener: () => void): void {
    this.droppedListeners.push(listener);
  }

  private async refreshForUnknownKey(): Promise<void> {
    if (!this.inFlight) {
      // The cooldown counts only the fetches tokens asked for: a rotation just after the steady
      // refresh is still found at once, and a flood of bad tokens still costs one fetch per cooldown.
      if (this.now() - this.lastDemandAt < this.cooldownMs) return;
      this.lastDemandAt = this.now();
    }
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.waitMs);
      timer.unref();
    });
    try {
      await Promise.race([this.refresh(), waited]);
    } finally {
      clearTimeout(timer);
    }
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      const next = () => {
        if (!this.running) return;
        const backoff = Math.min(this.minBackoffMs * 2 ** Math.max(0, this.failures - 1), this.maxBackoffMs);
        this.schedule(this.failures === 0 ? this.refreshMs : Math.min(backoff, this.refreshMs));
      };
      void this.refresh().then(next, next);
    }, delayMs);
    this.timer.unref();
  }

  private async fetchOnce(): Promise<void> {
    const startedAt = this.now();
    let fetched: JSONWebKeySet;
    try {
      fetched = await fetchKeySet(
        this.options.url,
        AbortSignal.any([AbortSignal.timeout(this.timeoutMs), this.stopping.signal]),
      );
    } catch (error) {
      if (this.failures === 0 && !this.stopping.signal.aborted) {
        this.log?.warn(
          { err: error, url: this.options.url, keysKnown: this.known },
          this.known
            ? 'fetching the signing keys failed; verifying with the last known set until the identity provider answers'
            : 'fetching the signing keys failed and none are stored; tokens get 503 until the identity provider answers',
        );
      }
      this.failures = Math.min(this.failures + 1, 30);
      return;
    }
    if (this.failures > 0) this.log?.info({ failures: this.failures }, 'signing keys fetched again');
    this.failures = 0;
    this.lastGoodFetchAt = startedAt;
    const canonical = canonicalJson(fetched);
    const previous = this.current;
    if (canonical !== previous?.canonical) {
      const next = knownSet(fetched, canonical);
      this.current = next;
      if (previous && [...previous.keys].some((key) => !next.keys.has(key))) {
        for (const listener of this.droppedListeners) listener();
      }
    }
    if (canonical === this.stored || !this.options.store || this.stopping.signal.aborted) return;
    try {
      await this.options.store.save(this.options.issuer, fetched, new Date(this.now()));
      this.stored = canonical;
    } catch (error) {
      // Kept in memory all the same; the next refresh that finds it unwritten tries again.
      this.log?.warn({ err: error }, 'storing the signing keys failed');
    }
  }
}

function knownSet(jwks: JSONWebKeySet, canonical = canonicalJson(jwks)): KnownSet {
  return { jwks, canonical, keys: new Set(jwks.keys.map(canonicalJson)), getKey: createLocalJWKSet(jwks) };
}

async function fetchKeySet(url: string, signal: AbortSignal): Promise<JSONWebKeySet> {
  // A redirect is not followed: the keys come from the configured address or not at all.
  const response = await fetch(url, { signal, redirect: 'manual', headers: { accept: 'application/json' } });
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new Error(`signing keys: HTTP ${response.status}`);
  }
  const body: unknown = await response.json();
  if (!isUsableKeySet(body)) throw new Error('signing keys: not a usable JSON Web Key Set');
  return body;
}

/**
 * A key set worth replacing the held one with: jose accepts it, and it has at least one key (an
 * empty answer from a misconfigured provider would otherwise refuse every member at once).
 */
function isUsableKeySet(value: unknown): value is JSONWebKeySet {
  if (typeof value !== 'object' || value === null) return false;
  const { keys } = value as { keys?: unknown };
  if (!Array.isArray(keys) || keys.length === 0) return false;
  try {
    createLocalJWKSet(value as JSONWebKeySet);
    return true;
  } catch {
    return false;
  }
}

/** JSON with object keys sorted, so a set read back from jsonb compares equal to the one fetched. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
