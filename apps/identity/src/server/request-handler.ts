import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { StaticAssets } from '../http/assets.js';
import { HttpError, sendHtml, sendJson } from '../http/http-utils.js';
import { applySecurityHeaders } from '../http/security-headers.js';
import { handleInteraction, type InteractionAction, type InteractionDeps } from '../interaction/interaction-routes.js';
import { messagePage, SIGN_IN_UNAVAILABLE } from '../interaction/pages/message-page.js';
import type { Logger } from '../logger.js';
import {
  handleMemberSms,
  MEMBER_SMS_PATH,
  serveTextOutbox,
  type MemberSmsDeps,
} from '../member-sms/member-sms-route.js';
import type { DevTextOutbox } from '../member-sms/text-sender.js';
import {
  END_MEMBER_SESSIONS_PATH,
  handleMemberSessions,
  MEMBER_SESSIONS_PATH,
} from '../member-sessions/member-sessions-route.js';
import { normaliseMobile } from '../otp/mobile.js';
import { handleSignInSignals, SIGN_IN_SIGNALS_PATH } from '../sign-in-signals/sign-in-signals.js';
import type { DevOutbox } from '../otp/sms-sender.js';
import type { Database } from '../db/database.js';
import { DATABASE_RETRY_AFTER_SECONDS, databaseAnswers, isDatabaseUnavailable } from '../db/unavailable.js';
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
  /** API_CLIENT_SECRET for `/sessions/member` (a member's sessions, for the club's support). */
  apiClientSecret: string | undefined;
  logger: Logger;
  issuer: string;
  db: Database;
  /** Userinfo for the web app's JWT access token (oidc-provider answers opaque tokens itself). */
  jwtUserinfo: (req: IncomingMessage, res: ServerResponse, token: string) => Promise<void>;
}

const INTERACTION = /^\/interaction\/([\w-]{1,64})(?:\/(mobile|code|resend|abort))?$/;

/** Readiness waits this long for `SELECT 1`; a load balancer's probe should allow a little more. */
const READY_TIMEOUT_MS = 1_000;

/** Our JSON endpoints; everything else a person's browser opens answers with a page. */
const JSON_PATHS = new Set([
  '/session/revoked',
  '/me',
  MEMBER_SMS_PATH,
  MEMBER_SESSIONS_PATH,
  END_MEMBER_SESSIONS_PATH,
  SIGN_IN_SIGNALS_PATH,
]);

function wantsJson(req: IncomingMessage, pathname: string): boolean {
  const accept = req.headers.accept ?? '';
  if (accept.includes('text/html')) return false;
  return JSON_PATHS.has(pathname) || accept.includes('application/json');
}

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
      // Liveness: the process answers. Readiness (below) also needs the database.
      if (method === 'GET' && url.pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
      if (method === 'GET' && url.pathname === '/readyz') return await serveReadiness(deps.db, res);
      if (url.pathname === '/dev/outbox' && deps.devOutbox && method === 'GET') {
        return serveOutbox(deps.devOutbox, url, res);
      }
      if (url.pathname === '/dev/outbox/messages' && deps.textOutbox && method === 'GET') {
        return serveTextOutbox(deps.textOutbox, url, res);
      }
      if (url.pathname === MEMBER_SMS_PATH) return await handleMemberSms(deps.memberSms, req, res);
      if (url.pathname === MEMBER_SESSIONS_PATH || url.pathname === END_MEMBER_SESSIONS_PATH) {
        return await handleMemberSessions({ secret: deps.apiClientSecret, db: deps.db }, req, res, url);
      }
      if (url.pathname === SIGN_IN_SIGNALS_PATH) {
        return await handleSignInSignals({ secret: deps.apiClientSecret, db: deps.db }, req, res, url);
      }
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
      if (isDatabaseUnavailable(error)) {
        deps.logger.warn(`${method} ${url.pathname}: database unavailable, answered 503 (${errorText(error)})`);
        return sendUnavailable(deps, req, res, url);
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

async function serveReadiness(db: Database, res: ServerResponse): Promise<void> {
  if (await databaseAnswers(db, READY_TIMEOUT_MS)) return sendJson(res, 200, { status: 'ok', database: true });
  sendJson(
    res,
    503,
    { status: 'unavailable', database: false },
    { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  );
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The database is away, restarting or frozen: a 503 with Retry-After instead of a 500, a Persian
 * page for people (with a way back to the sign-in they were on) and JSON for programs.
 */
function sendUnavailable(deps: RequestHandlerDeps, req: IncomingMessage, res: ServerResponse, url: URL): void {
  const retryAfter = { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) };
  if (wantsJson(req, url.pathname)) {
    return sendJson(
      res,
      503,
      { error: 'temporarily_unavailable', error_description: 'the database is unavailable; try again shortly' },
      retryAfter,
    );
  }
  const uid = INTERACTION.exec(url.pathname)?.[1];
  const page = messagePage({
    assets: deps.assets,
    ...SIGN_IN_UNAVAILABLE,
    tone: 'error',
    action: uid
      ? { href: `/interaction/${uid}`, label: 'تلاش دوباره' }
      : { href: deps.webOrigin, label: 'بازگشت به باشگاه' },
  });
  sendHtml(res, 503, page, retryAfter);
}

function serveOutbox(outbox: DevOutbox, url: URL, res: ServerResponse): void {
  const parsed = normaliseMobile(url.searchParams.get('mobile'));
  if (!parsed.ok) return sendJson(res, 400, { error: 'invalid_mobile' });
  // `interaction`: the code of that sign-in only (parallel sign-ins of one number each read their own).
  const code = outbox.latestFor(parsed.mobile, url.searchParams.get('interaction') ?? undefined);
  if (!code) return sendJson(res, 404, { error: 'no_code', mobile: parsed.mobile });
  sendJson(res, 200, { mobile: parsed.mobile, code });
}
