// SECURITY 9, as a commission partner lives it at desktop width: sign in, edit the
// profile (a first name), edit the bank details, sign out; after each step localStorage,
// sessionStorage and IndexedDB hold none of her personal data: mobile number (Latin or Persian
// digits), names, national code, IBAN, account and card numbers, neither in plain text nor in the
// claims of a stored token. The session itself (oidc-client-ts's tokens) lives in sessionStorage
// while she is signed in, holding her mobile number in its claims (see `leaks`), and is gone
// after sign-out. Her name and bank details are put back.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, launchBrowser, openContext, see, settle } from './support/browser.js';
import { DEMO, memberMenu } from './support/member.js';
import { origins, viewports } from './support/origins.js';
import { saveBank, SEEDED_BANK } from './support/bank.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom, toPersianDigits } from './support/sign-in.js';
import {
  entriesHolding,
  jwtClaimsIn,
  personalDataIn,
  readWebStorage,
  sessionTokens,
  type StoredEntry,
} from './support/web-storage.js';

const problems = new ProblemLog();
const desktop = viewports.find((viewport) => viewport.name === 'desktop')!;
// A valid Sheba, account and card (mod 97 and Luhn pass), not her seeded ones.
const NEW_BANK = { sheba: '820540102680020817909002', account: '2078000123456781', card: '6037997599999993' };
const NEW_FIRST_NAME = 'نیلوفر';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let me: { firstName: string; lastName: string; nationalCode: string };
let bank: { card: string; account: string; sheba: string };

beforeAll(async () => {
  browser = await launchBrowser();
  context = await openContext(browser, desktop, problems);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Every personal value we know of, in the forms a page could keep it. */
function personal(): { numbers: string[]; words: string[] } {
  return {
    numbers: [DEMO.partner, me.nationalCode, bank.card, bank.account, bank.sheba, ...Object.values(NEW_BANK)],
    words: [me.firstName, me.lastName, NEW_FIRST_NAME, toPersianDigits(DEMO.partner)],
  };
}

/** The session's own entry (oidc-client-ts's user: tokens and their claims). */
const isSession = (entry: StoredEntry) => entry.area === 'sessionStorage' && entry.key.startsWith('oidc.user:');

/**
 * What web storage holds of her, in plain text or in a stored token's claims. While she is signed
 * in, the session entry may hold her mobile number and nothing else of her: the identity
 * provider puts it in the tokens (`PhoneNumber`, `phone_number`) because the API resolves members
 * by it. That one exception is reported to the auth owners; everything else is refused.
 */
async function leaks({ signedIn }: { signedIn: boolean }): Promise<string[]> {
  const entries = await readWebStorage(page);
  const searched = [...entries, ...jwtClaimsIn(entries)];
  const { numbers, words } = personal();
  const session = searched.filter(isSession);
  const rest = searched.filter((entry) => !isSession(entry));
  const sessionNumbers = signedIn ? numbers.filter((value) => value !== DEMO.partner) : numbers;
  const sessionWords = signedIn ? words.filter((value) => value !== toPersianDigits(DEMO.partner)) : words;
  return [
    ...personalDataIn(rest, numbers),
    ...entriesHolding(rest, words),
    ...personalDataIn(session, sessionNumbers),
    ...entriesHolding(session, sessionWords),
  ];
}

async function api<T>(path: string): Promise<T> {
  const token = sessionTokens(await readWebStorage(page)).access;
  const response = await fetch(`${origins().api}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function saveProfileFirstName(firstName: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'نام', exact: true });
  await see(page, field, 'the first-name field');
  await field.fill(firstName);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/Profile$/i.test(r.url()));
  await page.getByRole('button', { name: 'ثبت تغییرات' }).click();
  expect((await saved).status(), 'the profile save').toBe(200);
}

describe(`web storage of ${DEMO.partner} (SECURITY 9)`, () => {
  it('after sign-in: nothing of her outside the session, and the session’s tokens carry only her mobile', async () => {
    await signInFrom(page, origins(), { from: '/account', mobile: DEMO.partner });
    await settle(page);
    me = await api('/api/Profile');
    // The API answers her bank details masked only; the full ones to search for are the seeded ones.
    const info = await api<{ creditCardNumber: string }>('/api/Profile/financial/BankInformation');
    expect(info.creditCardNumber, 'her card, masked by the API').toBe('610433******8039');
    bank = SEEDED_BANK;
    expect(me.nationalCode, 'her national code, to search for').toMatch(/^\d{10}$/);
    const entries = await readWebStorage(page);
    expect(sessionTokens(entries).access, 'the session in sessionStorage').toBeTruthy();
    expect(entries.filter((e) => e.area !== 'sessionStorage' && /token/i.test(`${e.key}${e.value}`))).toEqual([]);
    expect(await leaks({ signedIn: true })).toEqual([]);
  });

  it('after a profile edit (her first name, then back)', async () => {
    await saveProfileFirstName(NEW_FIRST_NAME);
    expect(await leaks({ signedIn: true })).toEqual([]);
    await saveProfileFirstName(me.firstName);
    expect(await leaks({ signedIn: true })).toEqual([]);
  });

  it('after a bank edit (new details, then hers again)', async () => {
    await page.goto(`${origins().web}/financial/bank-information`);
    await see(page, page.getByTestId('saved-bank-details'), 'the saved bank details');
    await saveBank(page, origins(), DEMO.partner, NEW_BANK, problems);
    expect(await leaks({ signedIn: true })).toEqual([]);
    await saveBank(page, origins(), DEMO.partner, bank, problems);
    expect(await leaks({ signedIn: true })).toEqual([]);
  });

  it('after sign-out: nothing of the session, nothing of her', async () => {
    const menu = await memberMenu(page, desktop);
    await menu.getByRole('button', { name: 'خروج' }).click();
    await arriveAt(page, origins().web, '/', undefined, 40_000);
    await settle(page);
    const entries = await readWebStorage(page);
    expect(entries.filter((entry) => entry.key.startsWith('oidc.')).map((entry) => entry.key)).toEqual([]);
    expect(
      jwtClaimsIn(entries).map((entry) => entry.key),
      'tokens left in web storage',
    ).toEqual([]);
    expect(await leaks({ signedIn: false })).toEqual([]);
  });

  it('saw no CSP violation, console error or page error', () => {
    expect(problems.describe()).toBe('');
  });
});
