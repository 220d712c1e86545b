import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiClient } from '../api-client/api-client-auth.js';
import type { Queryable } from '../db/database.js';
import { sendJson } from '../http/http-utils.js';

export const SIGN_IN_SIGNALS_PATH = '/signals/sign-in';

/** Mobiles the report lists at most, most requests and wrong codes first. */
const LIST_LIMIT = 100;

/** One mobile's sign-in attempts over the codes still held (the last day: see removeExpired). */
export interface SignInSignal {
  mobile: string;
  /** Codes requested. */
  codes: number;
  /** Codes typed that did not match (every verification but the one that signed in). */
  wrongCodes: number;
  /** Distinct addresses the codes were requested from. */
  addresses: number;
}

/**
 * The mobiles whose code requests or wrong codes reached a threshold since `since`, summed in the
 * database over `oidc_otp_codes` (a day of codes at most) — never the rows themselves.
 */
export async function signInSignals(
  db: Queryable,
  { since, minCodes, minWrong }: { since: Date; minCodes: number; minWrong: number },
): Promise<SignInSignal[]> {
  const rows = await db.query<{ mobile: string; codes: string; wrong: string; addresses: string }>(
    `SELECT mobile,
            count(*) AS codes,
            sum(attempts) - count(consumed_at) AS wrong,
            count(DISTINCT requester_ip) AS addresses
       FROM oidc_otp_codes
      WHERE created_at >= $1
      GROUP BY mobile
     HAVING count(*) >= $2 OR sum(attempts) - count(consumed_at) >= $3
      ORDER BY count(*) + sum(attempts) - count(consumed_at) DESC, mobile
      LIMIT ${LIST_LIMIT}`,
    [since, minCodes, minWrong],
  );
  return rows.map((row) => ({
    mobile: row.mobile,
    codes: Number(row.codes),
    wrongCodes: Number(row.wrong),
    addresses: Number(row.addresses),
  }));
}

const whole = (text: string | null, min: number, max: number): number | null => {
  if (text === null || !/^\d{1,16}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

/**
 * `GET /signals/sign-in?since=<epoch ms>&codes=5&wrong=5` → `{ signals }`, for the club API's
 * fraud signals. Only the API client may call it (HTTP Basic with its secret): it names mobiles.
 */
export async function handleSignInSignals(
  deps: { secret: string | undefined; db: Queryable },
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  if (!deps.secret) return sendJson(res, 404, { error: 'not_found' });
  if (req.method !== 'GET') return sendJson(res, 405, { error: 'method_not_allowed' });
  if (!isApiClient(req, deps.secret)) {
    res.setHeader('www-authenticate', 'Basic realm="clorofil-signals"');
    return sendJson(res, 401, { error: 'invalid_client' });
  }
  const since = whole(url.searchParams.get('since') ?? '0', 0, Number.MAX_SAFE_INTEGER);
  const minCodes = whole(url.searchParams.get('codes'), 1, 1_000);
  const minWrong = whole(url.searchParams.get('wrong'), 1, 1_000);
  if (since === null || minCodes === null || minWrong === null) return sendJson(res, 400, { error: 'invalid_request' });
  sendJson(res, 200, { signals: await signInSignals(deps.db, { since: new Date(since), minCodes, minWrong }) });
}
