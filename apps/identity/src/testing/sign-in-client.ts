// A no-browser OpenID client for tests and scripts: PKCE, a cookie jar, and the Persian sign-in
// interaction of @clorofil/identity driven with plain fetch. Self-contained on purpose (only
// node:crypto and fetch) so that `node` can load it directly and other packages can reuse it.
import { createHash, randomBytes } from 'node:crypto';

export const DEFAULT_CLIENT_ID = 'clorofil-web';
export const DEFAULT_SCOPE = 'openid profile api1 IdentityServerApi offline_access';
export const DEFAULT_WEB_ORIGIN = 'http://127.0.0.1:5173';

/** Remembers cookies by name (paths ignored: we only ever talk to one provider). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.split('=').map((s) => s.trim());
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function createPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizeOptions {
  issuer: string;
  clientId?: string;
  webOrigin?: string;
  redirectUri?: string;
  scope?: string;
  /** Extra or overriding authorization parameters (set a value to `null` to drop it). */
  params?: Record<string, string | null>;
}

export interface SignInSession {
  issuer: string;
  clientId: string;
  redirectUri: string;
  state: string;
  pkce: Pkce;
  jar: CookieJar;
  /** Absolute URL of the interaction page the provider sent us to. */
  interactionUrl: string;
}

export interface TokenSet {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

export interface SignInResult {
  tokens: TokenSet;
  session: SignInSession;
}

/** One request with the jar's cookies, redirects left to the caller. */
export async function send(jar: CookieJar, url: string | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel();
}

/**
 * Follows redirects (GET) until one points at `stopAt` (returned without being fetched) or a
 * non-redirect response arrives.
 */
export async function follow(
  jar: CookieJar,
  response: Response,
  from: string,
  stopAt?: string,
): Promise<{ response?: Response; url: URL }> {
  let current = response;
  let url = new URL(from);
  for (let hops = 0; hops < 20; hops += 1) {
    const location = current.headers.get('location');
    if (current.status < 300 || current.status >= 400 || !location) return { response: current, url };
    await discard(current);
    url = new URL(location, url);
    if (stopAt && url.href.startsWith(stopAt)) return { url };
    current = await send(jar, url);
  }
  throw new Error(`Too many redirects, last at ${url.href}`);
}

export function authorizationUrl(options: AuthorizeOptions, pkce: Pkce, state: string): URL {
  const url = new URL('/auth', options.issuer);
  const params: Record<string, string | null> = {
    client_id: options.clientId ?? DEFAULT_CLIENT_ID,
    response_type: 'code',
    response_mode: 'query',
    scope: options.scope ?? DEFAULT_SCOPE,
    redirect_uri: options.redirectUri ?? `${options.webOrigin ?? DEFAULT_WEB_ORIGIN}/login`,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state,
    ...options.params,
  };
  for (const [key, value] of Object.entries(params)) if (value !== null) url.searchParams.set(key, value);
  return url;
}

/** Starts an authorization request and lands on the provider's sign-in page. */
export async function startSignIn(options: AuthorizeOptions): Promise<SignInSession> {
  const pkce = createPkce();
  const state = randomBytes(16).toString('base64url');
  const jar = new CookieJar();
  const url = authorizationUrl(options, pkce, state);
  const redirectUri = url.searchParams.get('redirect_uri') ?? '';
  const first = await send(jar, url);
  const { response, url: landed } = await follow(jar, first, url.href, redirectUri);
  if (!response || response.status !== 200 || !landed.pathname.startsWith('/interaction/')) {
    const detail = response ? `${response.status} at ${landed.href}` : `redirected to ${landed.href}`;
    if (response) await discard(response);
    throw new Error(`Authorization did not reach the sign-in page: ${detail}`);
  }
  await discard(response);
  return {
    issuer: options.issuer,
    clientId: url.searchParams.get('client_id') ?? DEFAULT_CLIENT_ID,
    redirectUri,
    state,
    pkce,
    jar,
    interactionUrl: landed.href,
  };
}

function postForm(session: SignInSession, step: string, fields: Record<string, string>): Promise<Response> {
  return send(session.jar, `${session.interactionUrl}/${step}`, { method: 'POST', body: new URLSearchParams(fields) });
}

export const submitMobile = (s: SignInSession, mobile: string) => postForm(s, 'mobile', { mobile });
export const submitCode = (s: SignInSession, code: string) => postForm(s, 'code', { code });
export const requestResend = (s: SignInSession) => postForm(s, 'resend', {});

/** The latest code from the development outbox (the provider must run in demo mode, CLOROFIL_DEMO=1). */
export async function readOutboxCode(issuer: string, mobile: string): Promise<string> {
  const response = await fetch(new URL(`/dev/outbox?mobile=${encodeURIComponent(mobile)}`, issuer));
  if (!response.ok)
    throw new Error(`Development outbox answered ${response.status}; is the provider in demo mode (CLOROFIL_DEMO=1)?`);
  const body = (await response.json()) as { code: string };
  return body.code;
}

/** After a successful code: follows the provider back to the app and returns the authorization code. */
export async function finishAtCallback(session: SignInSession, response: Response): Promise<string> {
  const { response: stuck, url } = await follow(session.jar, response, session.interactionUrl, session.redirectUri);
  if (stuck) {
    await discard(stuck);
    throw new Error(`Sign-in did not return to the app: ${stuck.status} at ${url.href}`);
  }
  const error = url.searchParams.get('error');
  if (error) throw new Error(`Sign-in ended with ${error}: ${url.searchParams.get('error_description') ?? ''}`);
  if (url.searchParams.get('state') !== session.state) throw new Error('State mismatch on the callback');
  const code = url.searchParams.get('code');
  if (!code) throw new Error(`No code on the callback ${url.href}`);
  return code;
}

/** The whole interaction: mobile → outbox code → redirect with an authorization code. */
export async function signInForCode(
  options: AuthorizeOptions & { mobile: string },
): Promise<{ code: string; session: SignInSession }> {
  const session = await startSignIn(options);
  const afterMobile = await submitMobile(session, options.mobile);
  if (afterMobile.status !== 303) throw new Error(`Submitting the mobile number answered ${afterMobile.status}`);
  await discard(afterMobile);
  const otp = await readOutboxCode(options.issuer, options.mobile);
  const code = await finishAtCallback(session, await submitCode(session, otp));
  return { code, session };
}

async function tokenRequest(
  issuer: string,
  body: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(new URL('/token', issuer), { method: 'POST', body: new URLSearchParams(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function exchangeCode(session: SignInSession, code: string, verifier = session.pkce.verifier) {
  return tokenRequest(session.issuer, {
    grant_type: 'authorization_code',
    client_id: session.clientId,
    code,
    redirect_uri: session.redirectUri,
    code_verifier: verifier,
  });
}

export async function refreshTokens(
  issuer: string,
  refreshToken: string,
  options: { clientId?: string; scope?: string } = {},
) {
  return tokenRequest(issuer, {
    grant_type: 'refresh_token',
    client_id: options.clientId ?? DEFAULT_CLIENT_ID,
    refresh_token: refreshToken,
    ...(options.scope ? { scope: options.scope } : {}),
  });
}

/** Signs in end to end and returns the tokens (throws with a readable message on any failure). */
export async function signIn(options: AuthorizeOptions & { mobile: string }): Promise<SignInResult> {
  const { code, session } = await signInForCode(options);
  const exchanged = await exchangeCode(session, code);
  if (exchanged.status !== 200) throw new Error(`Token exchange failed: ${JSON.stringify(exchanged.body)}`);
  return { tokens: exchanged.body as unknown as TokenSet, session };
}

/**
 * RP-initiated logout as the web app does it (ID token hint + post-logout redirect), confirming
 * the provider's sign-out form. Returns where the provider finally sent the browser.
 */
export async function signOut(session: SignInSession, idToken: string, postLogoutRedirectUri?: string): Promise<URL> {
  const url = new URL('/session/end', session.issuer);
  url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('client_id', session.clientId);
  if (postLogoutRedirectUri) url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
  const page = await send(session.jar, url);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !action || !xsrf) throw new Error(`Unexpected sign-out page (${page.status})`);
  const confirmed = await send(session.jar, new URL(action.replace(/&amp;/g, '&'), session.issuer), {
    method: 'POST',
    body: new URLSearchParams({ xsrf, logout: 'yes' }),
  });
  await discard(confirmed);
  const location = confirmed.headers.get('location');
  if (confirmed.status !== 303 || !location) throw new Error(`Sign-out confirmation answered ${confirmed.status}`);
  return new URL(location, session.issuer);
}
