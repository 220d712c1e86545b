import { isIP } from 'node:net';

/** What Fastify's `trustProxy` receives: off, a hop count, or the proxies' addresses/ranges. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY is a hop count ("1" = one proxy in front) or a comma-separated list of addresses and
 * CIDR ranges. Either way the client address is read from the right of X-Forwarded-For, past the
 * trusted proxies only, so a client cannot choose its own address by writing the left-most entry.
 * `true` (trust every hop) is refused for that reason. Unset → X-Forwarded-For is ignored.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | 'invalid' {
  const text = value?.trim();
  if (!text || text === '0' || text === 'false') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : 'invalid';
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's option in a form its types accept. A hop count becomes proxy-addr's own rule for
 * numbers: the socket peer is hop 0, and hops below the count are trusted proxies.
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}
