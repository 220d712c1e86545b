import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  finishAtCallback,
  readOutboxCode,
  requestResend,
  send,
  startSignIn,
  submitCode,
  submitMobile,
  type SignInSession,
} from '../testing/sign-in-client.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.server.close());

/** A sign-in that has reached the code step for `mobile`. */
async function atCodeStep(mobile: string): Promise<{ session: SignInSession; code: string }> {
  const session = await startSignIn({ issuer: t.issuer });
  const sent = await submitMobile(session, mobile);
  expect(sent.status).toBe(303);
  return { session, code: await readOutboxCode(t.issuer, mobile) };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function page(session: SignInSession) {
  const response = await send(session.jar, session.interactionUrl);
  return { response, html: await response.text() };
}

describe('the sign-in pages', () => {
  it('are Persian, RTL, accessible and run no inline code under a strict CSP', async () => {
    const session = await startSignIn({ issuer: t.issuer });
    const { response, html } = await page(session);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toMatch(/<label for="mobile">شمارهٔ همراه<\/label>/);
    expect(html).toMatch(/<input\s+id="mobile"[^>]*inputmode="numeric"/);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/\sstyle=/i);

    const script = html.match(/<script src="([^"]+)"/)?.[1] ?? '';
    const asset = await fetch(new URL(script, t.issuer));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
  });

  it('are set in the club’s Vazirmatn, served from this origin under a font-src the CSP allows', async () => {
    const session = await startSignIn({ issuer: t.issuer });
    const { response, html } = await page(session);
    expect(response.headers.get('content-security-policy')).toContain("font-src 'self'");
    const sheet = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1] ?? '';
    const css = await (await fetch(new URL(sheet, t.issuer))).text();
    const faces = [...css.matchAll(/@font-face \{[^}]*font-family: Vazirmatn;[^}]*src: url\(([^)]+)\)/g)];
    expect(faces.map((face) => face[1])).toHaveLength(2);
    expect(css).toMatch(/font-family: Vazirmatn,/);
    for (const [, url] of faces) {
      const font = await fetch(new URL(url!, t.issuer));
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      // wOF2: a real WOFF 2 file, not a page that happened to answer 200.
      expect(
        Buffer.from(await font.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('wOF2');
    }
    // Digits shown and typed in Persian: the script converts as the member types.
    expect(html).toMatch(/<input\s+id="mobile"[^>]*data-persian-digits/);
  });

  it('refuses a malformed number with a Persian message and keeps what was typed, in Persian digits', async () => {
    const session = await startSignIn({ issuer: t.issuer });
    const response = await submitMobile(session, '0912345');
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain('شمارهٔ همراه درست نیست');
    expect(html).toContain('value="۰۹۱۲۳۴۵"');
    expect(html).toContain('aria-invalid="true"');
  });

  it('accepts Persian digits and +98, and shows the number in Persian digits in an LTR isolate', async () => {
    const session = await startSignIn({ issuer: t.issuer });
    expect((await submitMobile(session, '+۹۸ ۹۱۲ ۰۰۰ ۰۰۰۵')).status).toBe(303);
    expect(await readOutboxCode(t.issuer, '09120000005')).toMatch(/^\d{6}$/);
    const { html } = await page(session);
    expect(html).toContain('<bdi dir="ltr" class="mobile">۰۹۱۲۰۰۰۰۰۰۵</bdi>');
    expect(html).toMatch(/<input\s+id="code"[^>]*inputmode="numeric"[^>]*autocomplete="one-time-code"/);
    expect(html).toContain('data-countdown="60"');
    expect(html).toContain('<span data-countdown-value>۶۰</span>');
    expect(html).toMatch(/<button[^>]*data-resend disabled/);
  });
});

describe('SECURITY 8: one-time codes', () => {
  it('five wrong attempts void the code, even for the right code afterwards', async () => {
    const { session, code } = await atCodeStep('09121230001');
    for (const left of ['۴', '۳', '۲', '۱']) {
      const response = await submitCode(session, wrong(code));
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(`${left} بار دیگر`);
    }
    const fifth = await submitCode(session, wrong(code));
    expect(await fifth.text()).toContain('این کد دیگر معتبر نیست');
    const right = await submitCode(session, code);
    expect(right.status).toBe(400);
    expect(await right.text()).toContain('این کد دیگر معتبر نیست');
  });

  it('an incomplete code does not use up an attempt', async () => {
    const { session, code } = await atCodeStep('09121230002');
    const short = await submitCode(session, '12');
    expect(await short.text()).toContain('کامل وارد کنید');
    const bad = await submitCode(session, wrong(code));
    expect(await bad.text()).toContain('۴ بار دیگر');
  });

  it('a code expires after two minutes', async () => {
    const late = await atCodeStep('09121230003');
    t.clock.advance(121);
    const refused = await submitCode(late.session, late.code);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('زمان استفاده از این کد تمام شده است');

    const inTime = await atCodeStep('09121230004');
    t.clock.advance(119);
    expect(await finishAtCallback(inTime.session, await submitCode(inTime.session, inTime.code))).toBeTruthy();
  });

  it('is single use and bound to the sign-in that asked for it', async () => {
    const first = await atCodeStep('09121230005');
    await finishAtCallback(first.session, await submitCode(first.session, first.code));
    const other = await startSignIn({ issuer: t.issuer });
    const reused = await submitCode(other, first.code);
    // The other sign-in never asked for a code: it is sent back to the number step.
    expect(reused.status).toBe(303);
    expect(reused.headers.get('location')).toBe(new URL(other.interactionUrl).pathname);
  });

  it('keeps only a peppered hash of the code', async () => {
    const { code } = await atCodeStep('09121230006');
    const rows = await t.server.database.query<{ code_hash: string }>(
      'SELECT code_hash FROM oidc_otp_codes WHERE mobile = $1',
      ['09121230006'],
    );
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('"send again" is refused (429, Retry-After) until the 60 s countdown ends, then sends a new code', async () => {
    const { session, code } = await atCodeStep('09121230007');
    t.clock.advance(20);
    const early = await requestResend(session);
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBe(40);
    expect(await early.text()).toContain('۴۰ ثانیه دیگر صبر کنید');

    t.clock.advance(40);
    expect((await requestResend(session)).status).toBe(303);
    const fresh = await readOutboxCode(t.issuer, '09121230007');
    if (fresh !== code) {
      const old = await submitCode(session, code);
      expect(old.status).toBe(400);
    }
    expect(await finishAtCallback(session, await submitCode(session, fresh))).toBeTruthy();
  });
});
