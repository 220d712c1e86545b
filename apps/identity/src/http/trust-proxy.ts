import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Which reverse proxies may speak for the client: none (X-Forwarded-For is ignored), a number of
 * hops in front of us, or the proxies' own addresses (CIDR list). Only the right end of
 * X-Forwarded-For is written by our proxies; everything to its left came from the client.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'cidrs'; cidrs: string[] };

export const NO_PROXY: TrustProxy = { kind: 'none' };

export type TrustProxyParse = { ok: true; trust: TrustProxy } | { ok: false; message: string };

/** `TRUST_PROXY`: empty → none; `1`, `2` … → hops; `10.0.0.0/8,192.168.1.7` → those proxies. */
export function parseTrustProxy(value: string | undefined): TrustProxyParse {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return { ok: true, trust: NO_PROXY };
  if (text === 'true') return { ok: true, trust: { kind: 'hops', hops: 1 } };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) return { ok: false, message: `TRUST_PROXY=${text}: more than 10 proxy hops is surely a mistake.` };
    return { ok: true, trust: { kind: 'hops', hops } };
  }
  const cidrs = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const cidr of cidrs) {
    if (!parseCidr(cidr)) {
      return {
        ok: false,
        message: `TRUST_PROXY: "${cidr}" is neither a hop count nor an address or CIDR range (e.g. 10.0.0.0/8).`,
      };
    }
  }
  return { ok: true, trust: { kind: 'cidrs', cidrs } };
}

function parseCidr(cidr: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText] = cidr.split('/');
  const version = isIP(address);
  if (version === 0) return undefined;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (
    !Number.isInteger(prefix) ||
    prefix < 0 ||
    prefix > max ||
    (prefixText !== undefined && !/^\d+$/.test(prefixText))
  )
    return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** `::ffff:10.0.0.1` (how Node reports IPv4 on a dual-stack socket) compares as `10.0.0.1`. */
function plain(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

function blockListOf(cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const parsed = parseCidr(cidr);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

/** Returns the function that names the client of a request under this trust setting. */
export function clientAddressResolver(trust: TrustProxy): (req: IncomingMessage) => string {
  const trusted = trust.kind === 'cidrs' ? blockListOf(trust.cidrs) : undefined;
  const isTrusted = (address: string) => {
    const version = isIP(address);
    return version !== 0 && (trusted?.check(address, version === 4 ? 'ipv4' : 'ipv6') ?? false);
  };

  return (req) => {
    const peer = plain(req.socket.remoteAddress ?? 'unknown');
    if (trust.kind === 'none') return peer;
    const header = req.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map(plain)
      .filter((part) => part !== '');
    // Right to left: the peer, then what each trusted proxy appended.
    const chain = [...forwarded, peer];
    if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? peer;
    let index = chain.length - 1;
    while (index > 0 && isTrusted(chain[index] ?? '')) index -= 1;
    return chain[index] ?? peer;
  };
}
