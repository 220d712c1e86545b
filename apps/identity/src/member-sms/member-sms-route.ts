import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiClient, readJson } from '../api-client/api-client-auth.js';
import { sendJson } from '../http/http-utils.js';
import type { Logger } from '../logger.js';
import { normaliseMobile } from '../otp/mobile.js';
import type { DevTextOutbox, TextSender } from './text-sender.js';

export const MEMBER_SMS_PATH = '/sms/member';
export const MAX_TEXT_LENGTH = 480;

export interface MemberSmsDeps {
  /** API_CLIENT_SECRET; without it the endpoint does not exist. */
  secret: string | undefined;
  sender: TextSender | undefined;
  logger: Logger;
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
