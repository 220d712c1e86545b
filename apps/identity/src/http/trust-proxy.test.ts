import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressResolver, parseTrustProxy, type TrustProxy } from './trust-proxy.js';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  } as unknown as IncomingMessage;
}

const resolve = (trust: TrustProxy, peer: string, xff?: string) => clientAddressResolver(trust)(request(peer, xff));

describe('the client address behind proxies', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY', () => {
    expect(resolve({ kind: 'none' }, '203.0.113.5', '1.1.1.1')).toBe('203.0.113.5');
  });

  it('takes the address the trusted hop appended, never the client-written left-most one', () => {
    const oneHop: TrustProxy = { kind: 'hops', hops: 1 };
    expect(resolve(oneHop, '10.0.0.2', '1.1.1.1, 198.51.100.9')).toBe('198.51.100.9');
    expect(resolve(oneHop, '10.0.0.2', '198.51.100.9')).toBe('198.51.100.9');
    expect(resolve({ kind: 'hops', hops: 2 }, '10.0.0.2', 'spoofed, 198.51.100.9, 10.0.0.3')).toBe('198.51.100.9');
    // A proxy that sent no header: the peer is all we know.
    expect(resolve(oneHop, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('walks right to left past the trusted proxies of a CIDR list', () => {
    const trust: TrustProxy = { kind: 'cidrs', cidrs: ['10.0.0.0/8', '::1'] };
    expect(resolve(trust, '::ffff:10.0.0.2', 'spoofed, 198.51.100.9, 10.1.2.3')).toBe('198.51.100.9');
    expect(resolve(trust, '::1', '198.51.100.9')).toBe('198.51.100.9');
    // A peer outside the list is the client itself, whatever it claims.
    expect(resolve(trust, '203.0.113.5', '1.1.1.1')).toBe('203.0.113.5');
  });

  it('parses TRUST_PROXY', () => {
    expect(parseTrustProxy(undefined)).toEqual({ ok: true, trust: { kind: 'none' } });
    expect(parseTrustProxy('1')).toEqual({ ok: true, trust: { kind: 'hops', hops: 1 } });
    expect(parseTrustProxy('10.0.0.0/8,fd00::/8')).toEqual({
      ok: true,
      trust: { kind: 'cidrs', cidrs: ['10.0.0.0/8', 'fd00::/8'] },
    });
    expect(parseTrustProxy('proxy.internal').ok).toBe(false);
  });
});
