import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiClient, readJson } from '../api-client/api-client-auth.js';
import type { Database } from '../db/database.js';
import { sendJson } from '../http/http-utils.js';
import { normaliseMobile } from '../otp/mobile.js';
import { endMemberSessions, listMemberSessions } from './member-sessions.js';

export const MEMBER_SESSIONS_PATH = '/sessions/member';
export const END_MEMBER_SESSIONS_PATH = '/sessions/member/end';

export interface MemberSessionsDeps {
  /** API_CLIENT_SECRET; without it the endpoints do not exist. */
  secret: string | undefined;
  db: Database;
}

/**
 * The club API's view of a member's sign-in sessions, for its support staff: `GET
 * /sessions/member?mobile=09…` → `{ sessions }`, `POST /sessions/member/end` `{ mobile }` →
 * `{ ended }`. Only the API client may call them (HTTP Basic with its secret).
 */
export async function handleMemberSessions(
  deps: MemberSessionsDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  if (!deps.secret) return sendJson(res, 404, { error: 'not_found' });
  const ending = url.pathname === END_MEMBER_SESSIONS_PATH;
  if (req.method !== (ending ? 'POST' : 'GET')) return sendJson(res, 405, { error: 'method_not_allowed' });
  if (!isApiClient(req, deps.secret)) {
    res.setHeader('www-authenticate', 'Basic realm="clorofil-sessions"');
    return sendJson(res, 401, { error: 'invalid_client' });
  }
  const given = ending
    ? ((await readJson(req)) as { mobile?: unknown } | undefined)?.mobile
    : url.searchParams.get('mobile');
  const mobile = normaliseMobile(typeof given === 'string' ? given : null);
  if (!mobile.ok) return sendJson(res, 400, { error: 'invalid_request' });
  if (ending) return sendJson(res, 200, { ended: await endMemberSessions(deps.db, mobile.mobile) });
  sendJson(res, 200, { sessions: await listMemberSessions(deps.db, mobile.mobile) });
}
