// SECURITY 22–23 as served by the production static server the README starts.
import { describe, expect, it } from 'vitest';
import { origins } from './support/origins.js';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

async function headersOf(path: string): Promise<Headers> {
  const response = await fetch(`${origins().web}${path}`);
  expect(response.status, `${path} answers`).toBe(200);
  await response.arrayBuffer();
  return response.headers;
}

async function firstScript(): Promise<string> {
  const html = await (await fetch(`${origins().web}/`)).text();
  const src = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html loads no script');
  return src;
}

describe('security headers of the served app', () => {
  // The shell, a deep link answered by the SPA fallback, a Persian-slug page, the runtime
  // configuration and a hashed asset: every kind of response the server gives.
  const paths = ['/', '/dashboard', '/page/faq', `/${encodeURIComponent('باشگاه-مشتریان-چیست')}`, '/config.json'];

  it.each(paths)('%s carries the strict Content-Security-Policy', async (path) => {
    const csp = (await headersOf(path)).get('content-security-policy');
    expect(csp, 'Content-Security-Policy header').toBeTruthy();
    const policy = directives(csp ?? '');
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const { api, issuer } = origins();
    expect(new Set(policy.get('connect-src'))).toEqual(new Set(["'self'", api, issuer]));
    for (const [name, values] of policy) {
      expect(values, `${name} allows no inline or eval script`).not.toContain("'unsafe-eval'");
      if (name !== 'style-src') expect(values, `${name} allows nothing inline`).not.toContain("'unsafe-inline'");
    }
  });

  it.each(paths)('%s says nosniff and sets a Referrer-Policy', async (path) => {
    const headers = await headersOf(path);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
      headers.get('referrer-policy'),
    );
  });

  it('a hashed script gets the same headers and is not sniffable', async () => {
    const headers = await headersOf(await firstScript());
    expect(headers.get('content-type')).toMatch(/javascript/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('/config.json points the app at this stack and is never cached', async () => {
    const response = await fetch(`${origins().web}/config.json`);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const config = (await response.json()) as { authority: string; apiBaseUrl: string; clientId: string };
    expect(config).toMatchObject({ authority: origins().issuer, apiBaseUrl: origins().api, clientId: 'clorofil-web' });
  });

  it('every page carries that configuration, so the app starts without asking for it', async () => {
    const served = await (await fetch(`${origins().web}/config.json`)).json();
    // A rendered public page, the shell of a member page, the shell of an unknown address.
    for (const path of ['/', '/dashboard', '/no-such-page']) {
      const html = await (await fetch(`${origins().web}${path}`)).text();
      const block = /<script type="application\/json" id="clorofil-config">([^<]*)<\/script>/.exec(html)?.[1];
      expect(block, `${path}: the configuration block`).toBeDefined();
      expect(JSON.parse(block!), path).toEqual(served);
    }
    // A missing file is a 404, not the shell in its place.
    expect((await fetch(`${origins().web}/assets/no-such-chunk.js`)).status).toBe(404);
  });
});
