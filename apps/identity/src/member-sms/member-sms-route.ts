import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/http-utils.js';
import type { Logger } from '../logger.js';
import { normaliseMobile } from '../otp/mobile.js';
import type { DevTextOutbox, TextSender } from './text-sender.js';

/** The confidential client that may ask for texts: the club API (HTTP Basic, `client_secret_basic`). */
export const API_CLIENT_ID = 'clorofil-api';
export const MEMBER_SMS_PATH = '/sms/member';
const BODY_LIMIT_BYTES = 4 * 1024;
export const MAX_TEXT_LENGTH = 480;

export interface MemberSmsDeps {
  /** API_CLIENT_SECRET; without it the endpoint does not exist. */
  secret: string | undefined;
  sender: TextSender | undefined;
  logger: Logger;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when the Basic credentials are the API client's. */
function isApiClient(req: IncomingMessage, secret: string): boolean {
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

async function readJson(req: IncomingMessage): Promise<unknown> {
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

/**
 * `POST /sms/member` `{ mobile, message }`: the API tells a member something by SMS (a review
 * decision) through the provider's one SMS interface. Only the API client may call it.
 */
export async function handleMemberSms(deps: MemberSmsDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { secret, sender } = deps;
  if (!secret || !sender) return sendJson(res, 404, { error: 'not_found' });
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'method_not_allowed' });
  if (!isApiClient(req, secret)) {
    res.setHeader('www-authenticate', 'Basic realm="clorofil-sms"');
    return sendJson(res, 401, { error: 'invalid_client' });
  }
  const body = (await readJson(req)) as { mobile?: unknown; message?: unknown } | undefined;
  const mobile = normaliseMobile(typeof body?.mobile === 'string' ? body.mobile : null);
  const message = typeof body?.message === 'string' ? body.message.trim() : '';
  if (!mobile.ok || message.length === 0 || message.length > MAX_TEXT_LENGTH) {
    return sendJson(res, 400, { error: 'invalid_request' });
  }
  try {
    await sender.sendText(mobile.mobile, message);
  } catch (error) {
    deps.logger.error(`member SMS to ${mobile.mobile} failed`, error);
    return sendJson(res, 502, { error: 'sms_gateway_failed' });
  }
  sendJson(res, 202, { sent: true });
}

/** Demo mode: what members were texted, for the e2e tests and for a developer's curiosity. */
export function serveTextOutbox(outbox: DevTextOutbox, url: URL, res: ServerResponse): void {
  const parsed = normaliseMobile(url.searchParams.get('mobile'));
  if (!parsed.ok) return sendJson(res, 400, { error: 'invalid_mobile' });
  sendJson(res, 200, { mobile: parsed.mobile, messages: outbox.textsFor(parsed.mobile) });
}
