import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeConfig, securityHeaders } from '../../runtime-config.mjs';

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('the security headers of the served app (SECURITY 22–23)', () => {
  const config = runtimeConfig({ ISSUER: 'https://id.club.ir', API_ORIGIN: 'https://api.club.ir' });
  const headers = securityHeaders(config);
  const csp = directives(headers['Content-Security-Policy'] ?? '');

  it('allows scripts from the app only: nothing inline, no eval', () => {
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-eval|strict-dynamic|nonce-|data:.*script/);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets the page talk only to itself, the API and the identity provider', () => {
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.club.ir', 'https://id.club.ir']);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('sends nosniff and a referrer policy; HSTS is left to the server that knows the scheme (hsts.test.ts)', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('keeps index.html free of inline scripts and styles the CSP would block', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
  });
});
