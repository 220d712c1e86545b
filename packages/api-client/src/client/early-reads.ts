// Reads a page will make, started by the web app's entry before the app's code has arrived
// (apps/web/src/early-reads.ts). Left to the page, a member's API calls would start only after the
// whole start-up, the page's chunk and the sign-in code had loaded and React had rendered: on a
// phone over a slow connection, seconds after the page was asked for. Here they go out as soon as the runtime configuration is known, and `callEndpoint` takes the answer
// instead of asking again.
//
// Nothing here may import axios, zod or the contract: this module is part of the entry chunk.
// An early read can only save time, never change an answer: it is taken once, only by a call
// carrying the same token, only while fresh, and only a 2xx answer is used; anything else (a
// failure, a 401, a different member, an answer nobody asked for in time) and the call simply
// goes out as it always did.

/** What `callEndpoint` needs of an answer: the fields it reads of axios's response. */
export type EarlyAnswer = { status: number; data: unknown; headers: Record<string, string | undefined> };

/** `token` is undefined for a path read without one (the contract's `auth: 'none'`). */
type Entry = { token: string | undefined; answer: Promise<EarlyAnswer | undefined> };

/** An answer not taken within this time is dropped: the page did not want it (or not yet). */
export const EARLY_READ_KEEP_MS = 10_000;

const entries = new Map<string, Entry>();

async function read(url: string, token: string | undefined): Promise<EarlyAnswer | undefined> {
  try {
    const response = await fetch(url, {
      headers: token
        ? { Accept: 'application/json', Authorization: `Bearer ${token}` }
        : { Accept: 'application/json' },
      credentials: 'omit',
    });
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text === '' ? '' : JSON.parse(text);
    } catch {
      // Not JSON: kept as text, as axios would.
    }
    const retryAfter = response.headers.get('retry-after') ?? undefined;
    return { status: response.status, data, headers: { 'retry-after': retryAfter } };
  } catch {
    return undefined;
  }
}

/**
 * Starts GET requests for `paths` (as the contract writes them, e.g. `/api/Rewards`) against
 * `baseURL` with the member's access token, except those in `open`: the contract's `auth: 'none'`
 * paths, which the app asks for without a token, so they are read without one too (and without a
 * CORS preflight). A path already started is not started again. Returns each path's answer for
 * the entry's own use (the first pictures of a page); `takeEarlyRead` still hands it to the app once.
 */
export function startEarlyReads({
  baseURL,
  token,
  paths,
  open = [],
}: {
  baseURL: string;
  token: string;
  paths: readonly string[];
  open?: readonly string[];
}): ReadonlyMap<string, Promise<EarlyAnswer | undefined>> {
  const base = baseURL.replace(/\/+$/, '');
  const answers = new Map<string, Promise<EarlyAnswer | undefined>>();
  for (const path of paths) {
    const started = entries.get(path);
    if (started) {
      answers.set(path, started.answer);
      continue;
    }
    const sent = open.includes(path) ? undefined : token;
    const entry: Entry = { token: sent, answer: read(`${base}${path}`, sent) };
    entries.set(path, entry);
    answers.set(path, entry.answer);
    setTimeout(() => {
      if (entries.get(path) === entry) entries.delete(path);
    }, EARLY_READ_KEEP_MS);
  }
  return answers;
}

/**
 * The early answer for a GET of `path`, taken (a second call asks the API as usual). Undefined
 * when there is none, or when it was asked with another token than the caller's (none for the
 * contract's `auth: 'none'` calls: an early read of such a path sent with the member's token was
 * never taken, and the page read it a second time).
 */
export function takeEarlyRead(
  path: string,
  token: string | null | undefined,
): Promise<EarlyAnswer | undefined> | undefined {
  const entry = entries.get(path);
  if (!entry) return undefined;
  entries.delete(path);
  return entry.token === (token || undefined) ? entry.answer : undefined;
}

/** Forgets every early read (tests). */
export function clearEarlyReads(): void {
  entries.clear();
}
