// The bank form as a partner fills it, and the step-up a payout change may ask for: the API
// refuses a change whose sign-in is older than the stack's PAYOUT_STEP_UP_MAX_AGE_S, the page
// explains why and sends the member to the identity provider for a fresh one-time code, and the
// member comes back to the form.
import type { Page } from 'playwright-core';
import { arriveAt, check, screenshot, see } from './browser.js';
import type { ProblemLog } from './problems.js';
import { readOutboxCode, submitCode, toPersianDigits } from './sign-in.js';
import type { StackOrigins } from './stack.js';

/** The e2e stack's step-up window (support/stack.ts sets PAYOUT_STEP_UP_MAX_AGE_S to it). */
export { STEP_UP_MAX_AGE_S } from './stack.js';

/** The demo partner's seeded bank details (apps/api seed data): the API only ever answers them masked. */
export const SEEDED_BANK = { card: '6104337912458039', account: '4512389760', sheba: 'IR050120000000004512389760' };

export type BankValues = { card: string; account: string; sheba: string };

export async function fillBankForm(page: Page, values: BankValues, persianDigits = true): Promise<void> {
  for (const [name, value] of [
    [/شماره کارت/, values.card],
    [/شماره حساب/, values.account],
    [/شماره شبا/, values.sheba.replace(/^IR/, '')],
  ] as const) {
    const input = page.getByRole('textbox', { name });
    await input.fill('');
    await input.pressSequentially(persianDigits ? toPersianDigits(value) : value);
  }
}

/**
 * The step-up refusal is a 401 the browser logs as a failed load: part of the step, not a problem.
 * Named before each save that may be refused (an unused expectation is harmless).
 */
export function expectStepUpRefusal(problems: ProblemLog): void {
  problems.expectFailedLoad(401, /\/api\/profile\/financial\/BankInformation$/);
}

/** Presses «ذخیره» and returns the status the API answered the PUT with. */
export async function pressSave(page: Page): Promise<number> {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('BankInformation'));
  await page.getByRole('button', { name: 'ذخیره' }).click();
  return (await saved).status();
}

/**
 * On the bank page's step-up notice: «دریافت کد تأیید», then the provider's pages (the number
 * already filled in), a wrong code first when asked (refused there, nothing changes), the right
 * code, and back on the bank page with the form open.
 */
export async function confirmWithFreshCode(
  page: Page,
  origins: StackOrigins,
  mobile: string,
  {
    wrongCodeFirst = false,
    shoot = false,
    problems,
  }: { wrongCodeFirst?: boolean; shoot?: boolean; problems?: ProblemLog } = {},
): Promise<void> {
  const bankPath = new URL(page.url()).pathname;
  const notice = page.getByTestId('bank-step-up');
  await see(page, notice, 'the step-up notice on the bank page');
  await notice.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  await page.waitForURL((url) => url.origin === origins.issuer && url.pathname.startsWith('/interaction/'), {
    waitUntil: 'commit',
  });
  const number = page.locator('input#mobile');
  await see(page, number, 'the mobile field of the provider, asked again');
  await check(page, (await number.inputValue()) === toPersianDigits(mobile), 'the member’s number filled in');
  if (shoot) await screenshot(page, 'bank-step-up-mobile');
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  const codeField = page.locator('input#code');
  await see(page, codeField, 'the one-time code field of the step-up');
  if (wrongCodeFirst) {
    const interaction = /\/interaction\/([^/?#]+)/.exec(new URL(page.url()).pathname)?.[1];
    const right = await readOutboxCode(origins.issuer, mobile, interaction);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    // The provider answers a wrong code with its page and 400, which the browser logs.
    problems?.expectFailedLoad(400, /\/interaction\/[^/]+\/code$/);
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await see(page, page.getByText(/کد واردشده درست نیست/), 'the wrong-code message of the step-up');
    if (shoot) await screenshot(page, 'bank-step-up-wrong-code');
  }
  await submitCode(page, origins, mobile);
  await arriveAt(page, origins.web, bankPath, undefined, 40_000);
  await see(page, page.getByText(/هویت شما تأیید شد/), 'the word that the code was confirmed');
}

/**
 * Saves `values` through «ویرایش» on the bank page; when the API asks for a fresh code (the
 * sign-in is older than the step-up window), confirms it and saves again.
 */
export async function saveBank(
  page: Page,
  origins: StackOrigins,
  mobile: string,
  values: BankValues,
  problems: ProblemLog,
): Promise<void> {
  await page.getByRole('button', { name: 'ویرایش' }).click();
  await fillBankForm(page, values);
  expectStepUpRefusal(problems);
  let status = await pressSave(page);
  if (status === 401) {
    await confirmWithFreshCode(page, origins, mobile);
    await fillBankForm(page, values);
    status = await pressSave(page);
  }
  await check(page, status === 200, `the bank save to succeed (HTTP ${status})`);
  await see(page, page.getByTestId('saved-bank-details'), 'the saved bank details');
}
