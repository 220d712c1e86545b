import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The confidential client of the club API (HTTP Basic, `client_secret_basic`, API_CLIENT_SECRET):
 * the only caller of the provider's server-to-server routes (texting a member, a member's
 * sessions).
 */
export const API_CLIENT_ID = 'clorofil-api';
const BODY_LIMIT_BYTES = 4 * 1024;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when the Basic credentials are the API client's. */
export function isApiClient(req: IncomingMessage, secret: string): boolean {
  const header = req.headers.authorization ?? '';
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header);
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  try {
    const id = decodeURIComponent(decoded.slice(0, colon));
    const given = decodeURIComponent(decoded.slice(colon + 1));
    return sameSecret(id, API_CLIENT_ID) && sameSecret(given, secret);
  } catch {
    return false;
  }
}

/** A small JSON body; `undefined` for another content type, a body over 4 kB or broken JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}
