import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type JWK } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { databaseRevocationStore, RevokedSessions, type RevocationBatch } from '../auth/revocation.js';
import { databaseKeySetStore, SigningKeys, type KeyLog, type SigningKeysOptions } from '../auth/signing-keys.js';
import { fa } from '@clorofil/api-client/contract';
import { createTokenVerifier } from '../auth/verify.js';
import { openDatabase, type Database } from '../db/database.js';
import type { ApiError } from '../http/errors.js';
import { pgliteCopy } from './support/pglite-copy.js';
import { AUDIENCE, createTestAuth, ISSUER } from './support/tokens.js';

// The API verifies tokens whether or not the identity provider answers: the last good key set is
// kept in the API's database and never expires, a new key is fetched when a token needs it, and a
// token that cannot be checked at all gets 503 (the web app keeps the session), never 401. The
// sessions signed out at the provider are kept in the database too, so a process started during
// an outage still refuses them.

/** The identity provider's `/jwks`, served over real HTTP: up, answering errors, frozen or stopped. */
class Provider {
  jwks: JSONWebKeySet;
  mode: 'up' | 'failing' | 'frozen' = 'up';
  /** Requests that reached it. */
  fetches = 0;
  private server: Server;
  private port = 0;

  constructor(jwks: JSONWebKeySet) {
    this.jwks = jwks;
    this.server = this.create();
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/jwks`;
  }

  private create(): Server {
    return createServer((request, response) => {
      this.fetches += 1;
      if (this.mode === 'frozen') return; // never answers
      if (this.mode === 'failing' || request.url !== '/jwks') {
        response.writeHead(503).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(this.jwks));
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Nothing listens on its port any more: connections are refused. */
  async stop(): Promise<void> {
    if (!this.server.listening) return;
    const closed = new Promise((resolve) => this.server.close(resolve));
    this.server.closeAllConnections();
    await closed;
    this.server = this.create();
  }
}

interface SigningKey {
  jwk: JWK;
  /** An access token for the member with this mobile, as the provider signs it with this key. */
  token(mobile: string): Promise<string>;
}

async function signingKey(kid: string): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const token = (mobile: string) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ scope: 'openid profile api1', client_id: 'clorofil-web', PhoneNumber: mobile })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
      .setSubject(`sub-${mobile}`)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + 600)
      .setJti(randomUUID())
      .sign(privateKey);
  };
  return { jwk, token };
}

const MEMBER = '09120000001';
// Short enough that a test can wait it out (production uses seconds), long enough that two requests
// sent one after the other on a busy machine both fall within it (a second request after it is
// answered 401, not the 503 the test expects).
const COOLDOWN_MS = 1_000;
const pastCooldown = () => new Promise((resolve) => setTimeout(resolve, COOLDOWN_MS + 20));

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function provider(jwks: JSONWebKeySet): Promise<Provider> {
  const started = new Provider(jwks);
  await started.start();
  cleanups.push(() => started.stop());
  return started;
}

async function database(): Promise<Database> {
  const opened = await openDatabase({ kind: 'pglite', instance: pgliteCopy('seeded') });
  cleanups.push(() => opened.close());
  return opened;
}

interface Api {
  app: FastifyInstance;
  keys: SigningKeys;
  /** When the stored set was fetched, as `load` found it. */
  storedAt: Date | undefined;
  profile(token: string): Promise<LightMyRequestResponse>;
}

/** An API process as src/server.ts starts it: the stored set first, then the app. */
async function startApi(db: Database, from: Provider, options: Partial<SigningKeysOptions> = {}): Promise<Api> {
  const keys = new SigningKeys({
    issuer: ISSUER,
    url: from.url,
    store: databaseKeySetStore(db.db),
    cooldownMs: COOLDOWN_MS,
    ...options,
  });
  const storedAt = await keys.load();
  const { app } = await createApp({ database: db, auth: { issuer: ISSUER, audience: AUDIENCE, keys } });
  cleanups.push(() => app.close());
  return {
    app,
    keys,
    storedAt,
    profile: (token) =>
      app.inject({ method: 'GET', url: '/api/Profile', headers: { authorization: `Bearer ${token}` } }),
  };
}

async function storedKids(db: Database): Promise<string[] | undefined> {
  const stored = await databaseKeySetStore(db.db).load(ISSUER);
  return stored?.jwks.keys.map((key) => String(key.kid));
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('signing keys while the identity provider is away', () => {
  let first: SigningKey;
  let second: SigningKey;
  beforeAll(async () => {
    [first, second] = await Promise.all([signingKey('key-1'), signingKey('key-2')]);
  });

  it('stores the key set it fetched, and a process started with the provider down verifies with it at once', async () => {
    const idp = await provider({ keys: [first.jwk] });
    const db = await database();
    const before = await startApi(db, idp);
    expect(before.storedAt).toBeUndefined();
    expect((await before.profile(await first.token(MEMBER))).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await storedKids(db)).toEqual(['key-1']));
    await before.app.close();

    await idp.stop();
    const after = await startApi(db, idp);
    expect(after.storedAt).toBeInstanceOf(Date);
    const { result, ms } = await timed(async () => after.profile(await first.token(MEMBER)));
    expect(result.statusCode).toBe(200);
    expect(ms).toBeLessThan(1_000);
  });

  it('answers at once while the provider is frozen, and bounds the wait for a key it does not know', async () => {
    const idp = await provider({ keys: [first.jwk] });
    const db = await database();
    await databaseKeySetStore(db.db).save(ISSUER, { keys: [first.jwk] }, new Date());
    idp.mode = 'frozen';
    const api = await startApi(db, idp, { waitMs: 400 });

    const known = await timed(async () => api.profile(await first.token(MEMBER)));
    expect(known.result.statusCode).toBe(200);
    expect(known.ms).toBeLessThan(1_000);
    // The background refresh is hanging on the provider; a token with a new key waits for it only
    // so long, and is not called bad: the provider could not be asked.
    await vi.waitFor(() => expect(idp.fetches).toBeGreaterThanOrEqual(1));
    const unknown = await timed(async () => api.profile(await second.token(MEMBER)));
    expect(unknown.result.statusCode).toBe(503);
    expect(unknown.ms).toBeLessThan(1_500);
    expect(Number(unknown.result.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('takes a new key at rotation, and stops verifying a key the provider dropped', async () => {
    const idp = await provider({ keys: [first.jwk] });
    const db = await database();
    const api = await startApi(db, idp);
    expect((await api.profile(await first.token(MEMBER))).statusCode).toBe(200);

    idp.jwks = { keys: [first.jwk, second.jwk] };
    // (The first request may itself have started the first fetch.)
    await pastCooldown();
    const rotated = await second.token(MEMBER);
    expect((await api.profile(rotated)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await storedKids(db)).toEqual(['key-1', 'key-2']));

    // The provider drops the first key; the steady refresh replaces the whole set.
    idp.jwks = { keys: [second.jwk] };
    const heldBefore = await first.token(MEMBER);
    expect((await api.profile(heldBefore)).statusCode).toBe(200);
    await api.keys.refresh();
    await pastCooldown();
    const fresh = await api.profile(await first.token(MEMBER));
    expect(fresh.statusCode).toBe(401);
    // A token verified before the drop is not kept verified either. Right after the fetch the
    // last one started, it is not accepted (503, as a key too new for that fetch would be); once
    // the cooldown has passed, its own fetch finds no such key.
    expect((await api.profile(heldBefore)).statusCode).toBe(503);
    await pastCooldown();
    expect((await api.profile(heldBefore)).statusCode).toBe(401);
    expect((await api.profile(rotated)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await storedKids(db)).toEqual(['key-2']));
  });

  it('answers 503 with Retry-After, not 401, when no key set is known and the provider is down', async () => {
    const idp = await provider({ keys: [first.jwk] });
    await idp.stop();
    const db = await database();
    const api = await startApi(db, idp);
    expect(api.storedAt).toBeUndefined();

    const token = await first.token(MEMBER);
    const refused = await api.profile(token);
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['www-authenticate']).toBeUndefined();
    expect(refused.json()).toEqual({ Message: fa.signInUnavailable });
    expect(refused.json().Message).toMatch(/[\u0600-\u06FF]/);

    // Once the provider answers, the same token is served.
    await idp.start();
    await pastCooldown();
    expect((await api.profile(token)).statusCode).toBe(200);
    expect(await storedKids(db)).toEqual(['key-1']);
  });

  it('keeps the last set through an outage, warns once per outage and says when it ends', async () => {
    const idp = await provider({ keys: [first.jwk] });
    const warnings: string[] = [];
    const notes: string[] = [];
    const log: KeyLog = { warn: (_details, message) => warnings.push(message), info: (_d, m) => notes.push(m) };
    const keys = new SigningKeys({ issuer: ISSUER, url: idp.url, refreshMs: 30, minBackoffMs: 10, maxBackoffMs: 20 });
    cleanups.push(async () => keys.stop());
    const verify = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys, cachedTokens: 0 });
    keys.start(log);
    await vi.waitFor(() => expect(keys.known).toBe(true));

    idp.mode = 'failing';
    const failedFrom = idp.fetches;
    await vi.waitFor(() => expect(idp.fetches - failedFrom).toBeGreaterThanOrEqual(4));
    expect(warnings).toHaveLength(1);
    expect(await verify(await first.token(MEMBER))).toMatchObject({ sub: `sub-${MEMBER}` });

    idp.mode = 'up';
    await vi.waitFor(() => expect(notes).toHaveLength(1));
    idp.mode = 'failing';
    await vi.waitFor(() => expect(warnings).toHaveLength(2));
    expect(keys.jwks).toEqual({ keys: [first.jwk] });
  });

  it('asks the provider once for a flood of tokens with unknown keys', async () => {
    const idp = await provider({ keys: [first.jwk] });
    const keys = new SigningKeys({ issuer: ISSUER, url: idp.url, cooldownMs: 10_000 });
    const verify = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys });
    await keys.refresh();
    expect(idp.fetches).toBe(1);

    const unknown = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => second.token(`0912000${String(index).padStart(4, '0')}`)),
    );
    const outcomes = await Promise.allSettled(unknown.map((token) => verify(token)));
    expect(idp.fetches).toBe(2);
    for (const outcome of outcomes) {
      // Refused (the fetch it waited for has no such key) or 503 (within the cooldown): never accepted.
      if (outcome.status === 'fulfilled') expect(outcome.value).toBeNull();
      else expect((outcome.reason as ApiError).statusCode).toBe(503);
    }
    expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true);
    expect(await verify(await first.token(MEMBER))).toMatchObject({ sub: `sub-${MEMBER}` });
    expect(idp.fetches).toBe(2);
  });
});

describe('sign-outs while the identity provider is away', () => {
  const LIFETIME_MS = 600_000;

  it('a process started during an outage refuses the sessions ended within the last token lifetime', async () => {
    const db = await database();
    const store = databaseRevocationStore(db.db);
    const answers: RevocationBatch[] = [{ now: Date.now(), sids: ['ended'] }];
    const running = new RevokedSessions({
      source: async () => answers.shift() ?? { now: Date.now(), sids: [] },
      store,
      intervalMs: 2_000,
      tokenLifetimeMs: LIFETIME_MS,
    });
    await running.poll();
    // Heard long ago: every token of that session has expired, so nothing needs it any more.
    await store.save([{ sid: 'long-ago', seenAt: new Date(Date.now() - LIFETIME_MS - 120_000) }], new Date(0));

    const errors: unknown[] = [];
    const started = new RevokedSessions({
      source: () => Promise.reject(new Error('provider down')),
      store,
      intervalMs: 2_000,
      tokenLifetimeMs: LIFETIME_MS,
      onError: (error) => errors.push(error),
    });
    expect(await started.load()).toBe(1);
    await started.poll();
    expect(errors).toHaveLength(1);
    expect(started.isRevoked('ended')).toBe(true);
    expect(started.isRevoked('long-ago')).toBe(false);

    const auth = await createTestAuth();
    const { app } = await createApp({
      database: db,
      auth: { issuer: ISSUER, audience: AUDIENCE, jwks: auth.jwks },
      sessions: started,
    });
    cleanups.push(() => app.close());
    const profile = async (sid: string) => {
      const token = await auth.sign({ sub: `sub-${MEMBER}`, phone: MEMBER, extraClaims: { sid } });
      return (await app.inject({ method: 'GET', url: '/api/Profile', headers: { authorization: `Bearer ${token}` } }))
        .statusCode;
    };
    expect(await profile('ended')).toBe(401);
    expect(await profile('alive')).toBe(200);

    // The next sign-out heard is stored, and the rows no token needs any more go.
    answers.push({ now: Date.now(), sids: ['later'] });
    await running.poll();
    const rows = await db.db.selectFrom('revoked_sessions').select('sid').orderBy('sid').execute();
    expect(rows.map((row) => row.sid)).toEqual(['ended', 'later']);
  });
});
