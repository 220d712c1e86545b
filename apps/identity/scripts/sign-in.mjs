#!/usr/bin/env node
// Signs a member in without a browser, the way the web app does, and exercises the tokens:
//   authorize (PKCE) → Persian interaction → dev outbox code → token → GET /api/Profile
//   → refresh (rotates) → the old refresh token must now fail.
// Usage: node apps/identity/scripts/sign-in.mjs 09120000001
// Env: ISSUER (http://127.0.0.1:5090), API_ORIGIN (http://127.0.0.1:5080), WEB_ORIGIN (http://127.0.0.1:5173).
// The provider must run in demo mode, CLOROFIL_DEMO=1 (`pnpm dev` at the root does that).
import { refreshTokens, signIn } from '../src/testing/sign-in-client.ts';

const mobile = process.argv[2] ?? '09120000001';
const issuer = process.env.ISSUER ?? 'http://127.0.0.1:5090';
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:5080';
const webOrigin = process.env.WEB_ORIGIN ?? 'http://127.0.0.1:5173';

const claims = (jwt) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
const fail = (message) => {
  console.error(`✗ ${message}`);
  process.exit(1);
};

async function main() {
  try {
    await fetch(new URL('/.well-known/openid-configuration', issuer));
  } catch {
    fail(
      `The identity provider is not reachable at ${issuer}. Start it: CLOROFIL_DEMO=1 pnpm --filter @clorofil/identity start`,
    );
  }

  console.log(`→ signing in ${mobile} at ${issuer}`);
  const { tokens } = await signIn({ issuer, mobile, webOrigin });
  const access = claims(tokens.access_token);
  console.log('✓ signed in; access token claims:');
  console.log(JSON.stringify({ ...access, exp_in_seconds: access.exp - access.iat }, null, 2));

  const profileUrl = new URL('/api/Profile', apiOrigin);
  console.log(`→ GET ${profileUrl.href}`);
  try {
    const response = await fetch(profileUrl, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    const text = await response.text();
    let body = text;
    try {
      body = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // not JSON: print as is
    }
    console.log(`${response.ok ? '✓' : '✗'} API answered ${response.status}:\n${body}`);
  } catch (error) {
    console.log(
      `✗ The API is not reachable at ${apiOrigin} (${error.cause?.code ?? error.message}); continuing without it.`,
    );
  }

  console.log('→ refreshing');
  const rotated = await refreshTokens(issuer, tokens.refresh_token);
  if (rotated.status !== 200) fail(`refresh failed: ${JSON.stringify(rotated.body)}`);
  if (rotated.body.refresh_token === tokens.refresh_token) fail('the refresh token did not rotate');
  console.log(`✓ refreshed; new access token expires in ${rotated.body.expires_in} s, refresh token rotated`);

  console.log('→ reusing the old refresh token (must fail)');
  const reused = await refreshTokens(issuer, tokens.refresh_token);
  if (reused.status === 200) fail('the old refresh token still works');
  console.log(`✓ refused: ${reused.body.error} (${reused.body.error_description}); the grant is now revoked`);
}

main().catch((error) => fail(error.message));
