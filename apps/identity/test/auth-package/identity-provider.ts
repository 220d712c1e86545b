import { WEB_ORIGIN } from '@clorofil/auth/testing';
import { consoleLogger, createIdentityServer, silentLogger, type IdentityServer } from '../../src/index.js';
import { memoryStorage } from '../../src/test-support/test-server.js';
import {
  CookieJar,
  finishAtCallback,
  follow,
  readOutboxCode,
  send,
  submitCode,
  submitMobile,
  type SignInSession,
} from '../../src/testing/sign-in-client.js';

/** The real development provider, in process, on a free port with an in-memory database. */
export async function startIdentityProvider(): Promise<{ server: IdentityServer; issuer: string }> {
  const server = createIdentityServer({
    port: 0,
    webOrigin: WEB_ORIGIN,
    devOutbox: true,
    storage: memoryStorage(),
    logger: process.env.IDP_LOG ? consoleLogger : silentLogger,
  });
  const issuer = await server.listen();
  return { server, issuer };
}

/**
 * Plays the member at the provider: opens the authorization URL oidc-client-ts built, enters
 * the mobile number and the one-time code from the development outbox, and returns the address
 * the provider sends the browser back to (`/login?code=…&state=…`).
 */
export async function signInAtProvider(authorizeUrl: URL, issuer: string, mobile: string): Promise<string> {
  const jar = new CookieJar();
  const redirectUri = authorizeUrl.searchParams.get('redirect_uri') ?? '';
  const state = authorizeUrl.searchParams.get('state') ?? '';
  const first = await send(jar, authorizeUrl);
  const { response, url: landed } = await follow(jar, first, authorizeUrl.href, redirectUri);
  if (!response || !landed.pathname.startsWith('/interaction/')) {
    throw new Error(`The provider did not show its sign-in page (${landed.href})`);
  }
  await response.body?.cancel();
  const session: SignInSession = {
    issuer,
    clientId: authorizeUrl.searchParams.get('client_id') ?? '',
    redirectUri,
    state,
    pkce: { verifier: '', challenge: '' },
    jar,
    interactionUrl: landed.href,
  };
  const afterMobile = await submitMobile(session, mobile);
  await afterMobile.body?.cancel();
  const code = await finishAtCallback(session, await submitCode(session, await readOutboxCode(issuer, mobile)));
  return `/login?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;
}
