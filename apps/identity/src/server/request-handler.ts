import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { StaticAssets } from '../http/assets.js';
import { HttpError, sendHtml, sendJson } from '../http/http-utils.js';
import { applySecurityHeaders } from '../http/security-headers.js';
import { handleInteraction, type InteractionAction, type InteractionDeps } from '../interaction/interaction-routes.js';
import { messagePage } from '../interaction/pages/message-page.js';
import type { Logger } from '../logger.js';
import {
  handleMemberSms,
  MEMBER_SMS_PATH,
  serveTextOutbox,
  type MemberSmsDeps,
} from '../member-sms/member-sms-route.js';
import type { DevTextOutbox } from '../member-sms/text-sender.js';
import { normaliseMobile } from '../otp/mobile.js';
import type { DevOutbox } from '../otp/sms-sender.js';
import type { Database } from '../db/database.js';
import { bearerJwt } from '../oidc/jwt-userinfo.js';
import { serveRevokedSessions } from '../oidc/revoked-sessions.js';

export interface RequestHandlerDeps extends InteractionDeps {
  assetFiles: StaticAssets;
  /** Present only when the development outbox was asked for. */
  devOutbox: DevOutbox | undefined;
  /** Members' texts in demo mode (`GET /dev/outbox/messages`). */
  textOutbox: DevTextOutbox | undefined;
  /** `POST /sms/member`, the API's way to text a member. */
  memberSms: MemberSmsDeps;
  logger: Logger;
  issuer: string;
  db: Database;
  /** Userinfo for the web app's JWT access token (oidc-provider answers opaque tokens itself). */
  jwtUserinfo: (req: IncomingMessage, res: ServerResponse, token: string) => Promise<void>;
}

const INTERACTION = /^\/interaction\/([\w-]{1,64})(?:\/(mobile|code|resend|abort))?$/;

/** Our own routes (sign-in pages, assets, dev outbox, health) in front of oidc-provider's. */
export function createRequestHandler(deps: RequestHandlerDeps, provider: Provider) {
  const oidc = provider.callback();
  const formTargets = [new URL(deps.webOrigin).origin];

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    applySecurityHeaders(res, formTargets);
    const url = new URL(req.url ?? '/', deps.issuer);
    const method = req.method ?? 'GET';
    try {
      if (method === 'GET' && deps.assetFiles.serve(url.pathname, res)) return;
      if (method === 'GET' && url.pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
      if (url.pathname === '/dev/outbox' && deps.devOutbox && method === 'GET') {
        return serveOutbox(deps.devOutbox, url, res);
      }
      if (url.pathname === '/dev/outbox/messages' && deps.textOutbox && method === 'GET') {
        return serveTextOutbox(deps.textOutbox, url, res);
      }
      if (url.pathname === MEMBER_SMS_PATH) return await handleMemberSms(deps.memberSms, req, res);
      if (method === 'GET' && url.pathname === '/session/revoked') return await serveRevokedSessions(deps.db, url, res);
      if (url.pathname === '/me' && (method === 'GET' || method === 'POST')) {
        const jwt = bearerJwt(req);
        if (jwt) return await deps.jwtUserinfo(req, res, jwt);
      }
      const match = INTERACTION.exec(url.pathname);
      if (match) {
        const [, uid = '', step] = match;
        const expected = step ? 'POST' : 'GET';
        if (method !== expected) return sendJson(res, 405, { error: 'method_not_allowed' });
        const action = (step ?? 'show') as InteractionAction;
        return await handleInteraction(deps, req, res, uid, action, url.searchParams);
      }
      await oidc(req, res);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) deps.logger.error(`${method} ${url.pathname} failed`, error);
      const page = messagePage({
        assets: deps.assets,
        title: 'خطایی پیش آمد',
        tone: 'error',
        message: 'درخواست شما انجام نشد. لطفاً چند لحظه بعد دوباره تلاش کنید.',
        action: { href: deps.webOrigin, label: 'بازگشت به باشگاه' },
      });
      sendHtml(res, status, page);
    }
  };
}

function serveOutbox(outbox: DevOutbox, url: URL, res: ServerResponse): void {
  const parsed = normaliseMobile(url.searchParams.get('mobile'));
  if (!parsed.ok) return sendJson(res, 400, { error: 'invalid_mobile' });
  // `interaction`: the code of that sign-in only (parallel sign-ins of one number each read their own).
  const code = outbox.latestFor(parsed.mobile, url.searchParams.get('interaction') ?? undefined);
  if (!code) return sendJson(res, 404, { error: 'no_code', mobile: parsed.mobile });
  sendJson(res, 200, { mobile: parsed.mobile, code });
}
