import type { AxiosResponse, AxiosStatic } from 'axios';
import type {
  BodyOf,
  CsvEndpointName,
  EndpointDef,
  EndpointName,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from '../contract/index.js';
import { buildPath, buildQuery } from '../contract/paths.js';
import { ApiError, apiErrorMessages, httpError, stepUpChallenge } from './api-error.js';
import { clientInstance, clientState, handleUnauthorized, loadAxios } from './configure.js';
import { loadEndpoint } from './contract-areas.js';
import { newIdempotencyKey } from './idempotency.js';

/** Endpoints the browser calls; the shop's server-to-server events and probes are not among them. */
export type BrowserEndpointName = Exclude<
  EndpointName,
  | 'orderDelivered'
  | 'orderReturned'
  | 'surveyCompleted'
  | 'healthz'
  | 'readyz'
  | 'getImage'
  // Staff edits are made with the API directly; no screen of the web app calls them.
  | 'updatePage'
  | 'updateFaq'
  | 'updateRewardDescription'
  | 'updateWheelPrize'
  // Exports are files, fetched whole by `downloadExport`, never parsed as JSON.
  | CsvEndpointName
>;

export type RequestOptions = {
  /** Cancels the call; the promise then rejects with an ApiError of kind `aborted`. */
  signal?: AbortSignal;
  /**
   * Buy and spin only: the key of this user action. Pass the `idempotencyKey` of a failed
   * attempt's ApiError to retry the same action; omitted, a fresh key is made per call.
   */
  idempotencyKey?: string;
};

export type EndpointInput<N extends BrowserEndpointName> = {
  params?: ParamsOf<N>;
  query?: QueryOf<N>;
  body?: BodyOf<N>;
};

function abortedError(key: string | undefined): ApiError {
  return new ApiError({
    kind: 'aborted',
    status: 0,
    message: apiErrorMessages.aborted,
    ...(key ? { idempotencyKey: key } : {}),
  });
}

function wait(ms: number, signal: AbortSignal | undefined, key: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError(key));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(abortedError(key));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function currentToken(def: EndpointDef) {
  return def.auth === 'none' ? undefined : await clientState().config.getAccessToken?.();
}

async function send(
  def: EndpointDef,
  url: string,
  body: unknown,
  key: string | undefined,
  signal: AbortSignal | undefined,
  token: string | null | undefined,
): Promise<AxiosResponse> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (key) headers['Idempotency-Key'] = key;
  if (signal?.aborted) throw abortedError(key);
  // axios arrives with the first call that needs it (configure.ts); failing to load it is a lost connection.
  let axios: AxiosStatic | undefined;
  try {
    axios = await loadAxios();
    const instance = await clientInstance();
    return await instance.request({ method: def.method, url, data: body, headers, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (axios?.isCancel(error) || signal?.aborted) throw abortedError(key);
    throw new ApiError({
      kind: 'network',
      status: 0,
      message: apiErrorMessages.network,
      cause: error,
      ...(key ? { idempotencyKey: key } : {}),
    });
  }
}

function parse<N extends BrowserEndpointName>(def: EndpointDef, response: AxiosResponse, key: string | undefined) {
  const parsed = def.response.safeParse(response.data);
  if (parsed.success) return parsed.data as ResponseOf<N>;
  throw new ApiError({
    kind: 'contract',
    status: response.status,
    message: apiErrorMessages.contract,
    cause: parsed.error,
    ...(key ? { idempotencyKey: key } : {}),
  });
}

/**
 * Starts downloading what a call of `name` needs before it can go out (its contract area and
 * axios), side by side, and returns at once. A download that fails is left to the call, which
 * reports it as a lost connection and tries it again.
 */
export function prepareEndpoint(name: BrowserEndpointName | CsvEndpointName): void {
  loadEndpoint(name).catch(ignore);
  loadAxios().catch(ignore);
}

function ignore(): void {}

/**
 * Calls one endpoint of the contract and returns its validated body. Buy and spin carry an
 * `Idempotency-Key`; a lost connection or a 409 («still in flight») is retried with the same key,
 * so the server replays instead of charging twice. A 401 is handed to auth once; when auth has
 * a fresh token the call is repeated once.
 */
export async function callEndpoint<N extends BrowserEndpointName>(
  name: N,
  input: EndpointInput<N> = {},
  options: RequestOptions = {},
): Promise<ResponseOf<N>> {
  // The endpoint's part of the contract (its area's zod schemas, client/contract-areas.ts) arrives
  // with the area's first call: a page the server rendered, or one that reads nothing yet, never
  // builds schemas while it starts, and a page builds only those of the areas it calls.
  // axios downloads beside the contract area, not after it: a phone's first call would otherwise
  // wait for two downloads one after the other.
  prepareEndpoint(name);
  let def: EndpointDef;
  try {
    def = await loadEndpoint(name);
  } catch (error) {
    // Its download failed (offline, a deploy replaced the files): like a lost connection.
    throw new ApiError({ kind: 'network', status: 0, message: apiErrorMessages.network, cause: error });
  }
  const url =
    buildPath(def.path, (input.params ?? {}) as Record<string, string | number>) +
    buildQuery(input.query as Record<string, string | number | undefined> | undefined);
  const key = def.idempotent ? (options.idempotencyKey ?? newIdempotencyKey()) : undefined;
  const { signal } = options;
  let transientRetries = 0;
  let unauthorizedHandled = false;

  for (;;) {
    const delays = clientState().config.retryDelaysMs;
    let response: AxiosResponse;
    const token = await currentToken(def);
    try {
      response = await send(def, url, input.body, key, signal, token);
    } catch (error) {
      const delay = delays[transientRetries];
      if (key && delay !== undefined && error instanceof ApiError && error.kind === 'network') {
        transientRetries += 1;
        await wait(delay, signal, key);
        continue;
      }
      throw error;
    }

    const { status } = response;
    // A step-up challenge is no sign of a bad session: renewing would only bring another token of
    // the same sign-in. The screen asks the member for a fresh one-time code instead.
    const stepUpMaxAgeSeconds =
      status === 401 ? stepUpChallenge(response.headers['www-authenticate'] as string | undefined) : undefined;
    if (status === 401 && stepUpMaxAgeSeconds === undefined && def.auth !== 'none' && !unauthorizedHandled) {
      unauthorizedHandled = true;
      // Sent with a token that has since been renewed (by another call's 401): just repeat.
      const renewed = token !== (await currentToken(def)) || (await handleUnauthorized());
      if (signal?.aborted) throw abortedError(key);
      if (renewed) continue;
    }
    const delay = delays[transientRetries];
    if (status === 409 && key && delay !== undefined) {
      transientRetries += 1;
      await wait(delay, signal, key);
      continue;
    }
    if (status >= 200 && status < 300) return parse<N>(def, response, key);
    throw httpError(status, response.data, {
      ...(key ? { idempotencyKey: key } : {}),
      retryAfterHeader: response.headers['retry-after'] as string | undefined,
      ...(stepUpMaxAgeSeconds !== undefined ? { stepUpMaxAgeSeconds } : {}),
    });
  }
}

/** An export as the API sent it: the file and the name it suggested. */
export type DownloadedFile = { blob: Blob; fileName: string };

async function errorBodyOf(data: unknown): Promise<unknown> {
  try {
    return data instanceof Blob ? (JSON.parse(await data.text()) as unknown) : data;
  } catch {
    return undefined;
  }
}

/**
 * Fetches an export (a `csv` endpoint) with the signed-in member's token, whole, as a file for
 * the browser to save. A 401 is handed to auth once, like every call; a refusal keeps the API's
 * Persian message.
 */
export async function downloadEndpoint<N extends CsvEndpointName>(
  name: N,
  input: { params?: ParamsOf<N>; query?: QueryOf<N> } = {},
  options: Pick<RequestOptions, 'signal'> = {},
): Promise<DownloadedFile> {
  prepareEndpoint(name);
  const def = await loadEndpoint(name);
  const url =
    buildPath(def.path, (input.params ?? {}) as Record<string, string | number>) +
    buildQuery(input.query as Record<string, string | number | undefined> | undefined);
  for (let attempt = 0; ; attempt += 1) {
    const token = await currentToken(def);
    let response: AxiosResponse;
    try {
      const instance = await clientInstance();
      response = await instance.request({
        method: 'GET',
        url,
        responseType: 'blob',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (options.signal?.aborted) throw abortedError(undefined);
      throw new ApiError({ kind: 'network', status: 0, message: apiErrorMessages.network, cause: error });
    }
    if (response.status === 401 && attempt === 0 && (await handleUnauthorized())) continue;
    if (response.status < 200 || response.status >= 300)
      throw httpError(response.status, await errorBodyOf(response.data));
    const disposition = String(response.headers['content-disposition'] ?? '');
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
    return { blob: response.data as Blob, fileName };
  }
}
