import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ shopClientSecret: 'test-shop-secret' });
});
afterAll(() => t.server.close());

function shopToken(secret: string, scope = 'shop.events', clientId = 'clorofil-shop') {
  return fetch(new URL('/token', t.issuer), {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
}

describe('the shop integration client', () => {
  it('gets a JWT for the API with scope shop.events', async () => {
    const response = await shopToken('test-shop-secret');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string; expires_in: number; scope: string };
    expect(body.scope).toBe('shop.events');
    const { payload, protectedHeader } = await jwtVerify(
      body.access_token,
      createRemoteJWKSet(new URL('/jwks', t.issuer)),
      {
        issuer: t.issuer,
        audience: 'urn:clorofil:api',
        typ: 'at+jwt',
      },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.scope).toBe('shop.events');
    expect(payload.client_id).toBe('clorofil-shop');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(600);
    expect(payload.PhoneNumber).toBeUndefined();
  });

  it('never gets member scopes, whatever it asks for', async () => {
    const response = await shopToken('test-shop-secret', 'shop.events api1');
    const body = (await response.json()) as { scope: string };
    expect(body.scope).toBe('shop.events');
  });

  it('is refused with a wrong secret', async () => {
    const response = await shopToken('dev-shop-secret');
    expect(response.status).toBe(401);
  });

  it('the web client cannot use client_credentials', async () => {
    const response = await fetch(new URL('/token', t.issuer), {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'clorofil-web', scope: 'api1' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; error_description: string };
    expect(body.error_description).toBe('requested grant type is not allowed for this client');
  });
});
