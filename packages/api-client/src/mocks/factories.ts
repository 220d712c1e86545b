import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { fa, type CsvEndpointName, type ErrorBody, type ResponseOf } from '../contract/index.js';
import type { BrowserEndpointName } from '../client/request.js';
import { fixtures } from './fixtures/index.js';
import { defaultResolvers, handlerFor } from './handlers.js';
import { memberSession } from './member-session.js';
import { mockPath } from './paths.js';

/** Answers `name` with the given body (typed by the contract) instead of the fixture. */
export function respondWith<N extends BrowserEndpointName>(
  name: N,
  body: ResponseOf<N>,
  init?: ResponseInit,
): HttpHandler {
  return handlerFor(name, () => HttpResponse.json(body as never, init));
}

function defaultMessage(status: number): string {
  if (status === 401) return fa.unauthorized;
  if (status === 403) return fa.forbidden;
  if (status === 404) return fa.notFound;
  if (status === 429) return fa.tooManyRequests;
  if (status >= 500) return fa.serverError;
  return fa.badRequest;
}

/** A failing answer with the API's error body; the message defaults to the API's sentence. */
export function errorResponse(
  name: BrowserEndpointName,
  status = 500,
  body: Partial<ErrorBody> = {},
  headers?: Record<string, string>,
): HttpHandler {
  const errorBody: ErrorBody = { Message: defaultMessage(status), ...body };
  return handlerFor(name, () => HttpResponse.json(errorBody, { status, ...(headers ? { headers } : {}) }));
}

/**
 * An export's file as the API sends it (the byte-order mark, a header line, the attachment's
 * name), with the query strings it was asked with, in order.
 */
export function csvFileResponse(
  name: CsvEndpointName,
  fileName: string,
  header = 'شناسه',
): { handler: HttpHandler; asked: string[] } {
  const asked: string[] = [];
  // Exports are GETs outside the JSON handlers (BrowserEndpointName leaves them out).
  const handler = http.get(mockPath(name), ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.text(`\uFEFF${header}\r\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      },
    });
  });
  return { handler, asked };
}

/** No answer at all (offline, DNS, CORS): the client reports a network failure. */
export function networkError(name: BrowserEndpointName): HttpHandler {
  return handlerFor(name, () => HttpResponse.error());
}

const emptyBodies = {
  getUserTypes: [],
  getSchoolTypes: [],
  getProfileItems: [],
  getProvinces: [],
  getNotifications: [],
  getRewards: [],
  getPublicRewards: [],
  getScores: [],
  getMissions: [],
  getPublicMissions: [],
  getDiscountCodes: [],
  getWheelPrizes: { ...fixtures.wheelPrizes, prizes: [] },
  getCommissions: [],
  getPayments: [],
  getBankInformation: {},
  getPages: [],
  getFaq: [],
  getPendingReviews: [],
} satisfies { [N in BrowserEndpointName]?: ResponseOf<N> };

export type EmptyableEndpointName = keyof typeof emptyBodies;

/** The empty state: an empty list, `{}` bank details, a wheel without prizes. */
export function emptyResponse(name: EmptyableEndpointName): HttpHandler {
  return handlerFor(name, () => HttpResponse.json(emptyBodies[name]));
}

/** The default answer after `ms` milliseconds, to show loading states. */
export function slowResponse(name: BrowserEndpointName, ms = 2000): HttpHandler {
  const resolver = defaultResolvers[name];
  return handlerFor(name, async (info) => {
    const asked = memberSession();
    await delay(ms);
    // The story or test that asked has ended (`actAs` began another session): it never gets an
    // answer, as if its page were gone. Answered, it would buy or spin in the session that is
    // current now, and an error would be retried into it or toasted over it. Storybook's tests
    // share one page across story files, so a slow purchase of one story would lower the balance
    // of whichever student's story runs then.
    if (memberSession() !== asked) await delay('infinite');
    return resolver(info);
  });
}

/** Never answers: the loading state stays on screen. */
export function pendingResponse(name: BrowserEndpointName): HttpHandler {
  return handlerFor(name, async () => {
    await delay('infinite');
    return HttpResponse.error();
  });
}
