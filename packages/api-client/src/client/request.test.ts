import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, fixtures, mockPath, networkError, respondWith } from '../mocks/index.js';
import { fa } from '../contract/index.js';
import { ApiError, apiErrorMessages, isStepUpRequired } from './api-error.js';
import { configureApiClient } from './configure.js';
import { getBankInformation, updateBankInformation } from './endpoints/financial.js';
import { getProfile, getProvinces, updateProfile } from './endpoints/profile.js';
import { buyReward, getRewards } from './endpoints/rewards.js';
import { getAuditTrail } from './endpoints/staff.js';
import { mockApi, startMockApi } from '../testing/index.js';

startMockApi();

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('configuration and bearer token', () => {
  it('calls the configured API origin with the member token, and public endpoints without it', async () => {
    const seen: Array<{ url: string; auth: string | null }> = [];
    mockApi.events.on('request:start', ({ request }) => {
      seen.push({ url: request.url, auth: request.headers.get('authorization') });
    });
    // jsdom enforces CORS like a browser, so the mock API shares the page's origin here.
    configureApiClient({ baseURL: `${location.origin}/`, getAccessToken: () => 'token-1' });

    await expect(getProfile()).resolves.toMatchObject({ mobile: fixtures.profile.mobile });
    await expect(getProvinces()).resolves.toHaveLength(fixtures.provinces.length);

    expect(seen).toEqual([
      { url: `${location.origin}/api/Profile`, auth: 'Bearer token-1' },
      { url: `${location.origin}/api/Province`, auth: null },
    ]);
    mockApi.events.removeAllListeners();
  });

  it('sends filters in the query string, leaving empty ones out', async () => {
    let url = '';
    mockApi.use(
      http.get(mockPath('getAuditTrail'), ({ request }) => {
        url = request.url;
        return HttpResponse.json(fixtures.auditTrail);
      }),
    );
    await getAuditTrail({ actor: '', kind: 'role.grant', from: '2026-03-20', page: 2 });
    expect(new URL(url).search).toBe('?kind=role.grant&from=2026-03-20&page=2');
  });

  it('sends bodies as JSON', async () => {
    let contentType: string | null = null;
    let body: unknown;
    mockApi.use(
      http.put(mockPath('updateBankInformation'), async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.json();
        return HttpResponse.json(fixtures.bankInformation);
      }),
    );
    const form = {
      iban: 'IR270170000000100324200001',
      accountNumber: '0100324200001',
      creditCardNumber: '6037991234567893',
    };
    await updateBankInformation(form);
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toEqual(form);
  });
});

describe('error normalisation', () => {
  it('uses the server Message and field errors of a 400', async () => {
    mockApi.use(
      errorResponse('updateProfile', 400, {
        Message: 'اطلاعات ارسال‌شده معتبر نیست.',
        errors: { nationalCode: 'کد ملی واردشده معتبر نیست.' },
      }),
    );
    const error = await rejection(updateProfile({ firstName: 'سارا', lastName: 'محمدی', nationalCode: '0012345678' }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'اطلاعات ارسال‌شده معتبر نیست.',
      fieldErrors: { nationalCode: 'کد ملی واردشده معتبر نیست.' },
    });
  });

  it('keeps the detail of a failed reward purchase for the toast', async () => {
    mockApi.use(errorResponse('buyReward', 500, { Message: 'خطای سرور', detail: 'موجودی این جایزه تمام شده است.' }));
    const error = await rejection(buyReward(1));
    expect(error.status).toBe(500);
    expect(error.detail).toBe('موجودی این جایزه تمام شده است.');
  });

  it('falls back to Persian sentences when the server says nothing useful', async () => {
    mockApi.use(http.get(mockPath('getRewards'), () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    expect((await rejection(getRewards())).message).toBe(apiErrorMessages.server);

    mockApi.use(http.get(mockPath('getRewards'), () => new HttpResponse(null, { status: 418 })));
    const teapot = await rejection(getRewards());
    expect(teapot).toMatchObject({ status: 418, message: 'خطای ناشناخته' });
  });

  it('reports a lost connection as a network failure with status 0', async () => {
    mockApi.use(networkError('getRewards'));
    const error = await rejection(getRewards());
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(error.message).toMatch(/^ارتباط با سرور برقرار نشد/);
  });

  it('reads Retry-After of a 429', async () => {
    mockApi.use(errorResponse('buyReward', 429, {}, { 'Retry-After': '30' }));
    const error = await rejection(buyReward(1));
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(error.message).toMatch(/بیش از حد مجاز/);
  });
});

describe('contract validation', () => {
  it('rejects a 200 answer that breaks the contract instead of passing it on', async () => {
    mockApi.use(respondWith('getProfile', { ...fixtures.profile, score: '1250' } as never));
    const error = await rejection(getProfile());
    expect(error).toMatchObject({ kind: 'contract', status: 200, message: apiErrorMessages.contract });
  });

  it('rejects an empty body where an object is promised', async () => {
    mockApi.use(http.get(mockPath('getBankInformation'), () => new HttpResponse(null, { status: 200 })));
    expect((await rejection(getBankInformation())).kind).toBe('contract');
  });
});

describe('401 handed to auth', () => {
  it('asks auth once for a burst of 401s and repeats the calls with the fresh token', async () => {
    let token = 'expired';
    const onUnauthorized = vi.fn(async () => {
      token = 'fresh';
      return true;
    });
    configureApiClient({ baseURL: '', getAccessToken: () => token, onUnauthorized });
    mockApi.use(
      http.get(mockPath('getRewards'), ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json(fixtures.rewards)
          : HttpResponse.json({ Message: 'x' }, { status: 401 }),
      ),
    );

    const results = await Promise.all([getRewards(), getRewards(), getRewards()]);
    expect(results.map((list) => list.length)).toEqual(Array(3).fill(fixtures.rewards.length));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('gives up with a 401 error when auth cannot renew, without asking twice', async () => {
    const onUnauthorized = vi.fn(() => false);
    configureApiClient({ baseURL: '', getAccessToken: () => 'stale', onUnauthorized });
    mockApi.use(errorResponse('getProfile', 401));
    const error = await rejection(getProfile());
    expect(error).toMatchObject({ status: 401, message: 'اطلاعات کاربری شما معتبر نیست. لطفاً دوباره وارد شوید.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not hand a step-up challenge to auth: the error carries its max_age for the screen', async () => {
    const onUnauthorized = vi.fn(() => true);
    configureApiClient({ baseURL: '', getAccessToken: () => 'signed-in-long-ago', onUnauthorized });
    mockApi.use(
      errorResponse(
        'updateBankInformation',
        401,
        { Message: fa.stepUpRequired },
        { 'www-authenticate': 'Bearer error="insufficient_user_authentication", max_age=300' },
      ),
    );
    const error = await rejection(
      updateBankInformation({ iban: 'IR270170000000100324200001', accountNumber: '1', creditCardNumber: '2' }),
    );
    expect(isStepUpRequired(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, stepUpMaxAgeSeconds: 300, message: fa.stepUpRequired });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call auth for a 401 of a public endpoint', async () => {
    const onUnauthorized = vi.fn(() => true);
    configureApiClient({ baseURL: '', onUnauthorized });
    mockApi.use(errorResponse('getProvinces', 401));
    expect((await rejection(getProvinces())).status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
