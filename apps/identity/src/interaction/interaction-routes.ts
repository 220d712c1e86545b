import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type default as Provider } from 'oidc-provider';
import type { AccountStore } from '../accounts/account-store.js';
import { readForm, redirect, sendHtml } from '../http/http-utils.js';
import { normaliseMobile } from '../otp/mobile.js';
import type { OtpService } from '../otp/otp-service.js';
import { formatWait } from '../text/persian.js';
import { grantMissingAccess } from './auto-consent.js';
import { codePage } from './pages/code-page.js';
import type { AssetUrls } from './pages/layout.js';
import { messagePage } from './pages/message-page.js';
import { mobilePage } from './pages/mobile-page.js';
import { lockedTodayMessage, verifyErrorMessage } from './verify-messages.js';

export interface InteractionDeps {
  provider: Provider;
  otp: OtpService;
  accounts: AccountStore;
  assets: AssetUrls;
  webOrigin: string;
  /** The client's address for rate limits, under the TRUST_PROXY setting. */
  clientAddress: (req: IncomingMessage) => string;
}

export type InteractionAction = 'show' | 'mobile' | 'code' | 'resend' | 'abort';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** The gateway did not confirm the SMS in time: it may still come, or a new code is one press away. */
export const SMS_LATE_NOTICE =
  'ممکن است پیامک کد تأیید با تأخیر برسد. اگر کد رسید، آن را وارد کنید؛ وگرنه «ارسال دوبارهٔ کد» را بزنید تا کد تازه‌ای برایتان فرستاده شود.';

/** The gateway refused or failed: nothing was sent. */
export const SMS_FAILED_MESSAGE =
  'ارسال پیامک ممکن نشد. لطفاً چند لحظه بعد دوباره «دریافت کد تأیید» را بزنید؛ اگر باز هم ممکن نشد، با پشتیبانی باشگاه تماس بگیرید.';

/** The sign-in interaction: mobile number → one-time code → back to the app, no consent screen. */
export async function handleInteraction(
  deps: InteractionDeps,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  action: InteractionAction,
  query: URLSearchParams,
): Promise<void> {
  const interaction = await loadInteraction(deps, req, res, uid);
  if (!interaction) return;
  const { provider } = deps;

  if (action === 'abort') {
    const result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
    return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }
  if (interaction.prompt.name === 'consent') {
    const grantId = await grantMissingAccess(provider, interaction);
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }
  if (interaction.prompt.name !== 'login') throw new Error(`unexpected prompt ${interaction.prompt.name}`);

  switch (action) {
    case 'show':
      return showStep(deps, res, uid, query.get('change') === '1', mobileHint(interaction));
    case 'mobile':
      return submitMobile(deps, req, res, uid);
    case 'code':
      return submitCode(deps, req, res, uid);
    case 'resend':
      return resend(deps, req, res, uid);
  }
}

async function loadInteraction(deps: InteractionDeps, req: IncomingMessage, res: ServerResponse, uid: string) {
  let interaction: Interaction | undefined;
  try {
    interaction = await deps.provider.interactionDetails(req, res);
  } catch (error) {
    if (!(error instanceof errors.SessionNotFound)) throw error;
  }
  if (interaction && interaction.uid === uid) return interaction;
  sendHtml(
    res,
    400,
    messagePage({
      assets: deps.assets,
      title: 'مهلت ورود تمام شد',
      tone: 'error',
      message: 'این صفحهٔ ورود دیگر معتبر نیست. لطفاً از صفحهٔ باشگاه دوباره وارد شوید.',
      action: { href: deps.webOrigin, label: 'بازگشت به باشگاه' },
    }),
  );
  return undefined;
}

/**
 * The number the web app already knows (`login_hint`), e.g. when it asks a signed-in member for a
 * fresh code before a payout change: the field starts filled, the member still presses the button.
 */
function mobileHint(interaction: Interaction): string | undefined {
  const hint = interaction.params.login_hint;
  const parsed = typeof hint === 'string' ? normaliseMobile(hint) : undefined;
  return parsed?.ok ? parsed.mobile : undefined;
}

async function showStep(deps: InteractionDeps, res: ServerResponse, uid: string, change: boolean, hint?: string) {
  const state = await deps.otp.latestFor(uid);
  if (!state || change) {
    return sendHtml(res, 200, mobilePage({ assets: deps.assets, uid, value: state?.mobile ?? hint }));
  }
  // The notice stays while the latest code is one whose SMS the gateway never confirmed.
  const notice = state.sendFailed && !state.voided && !state.consumed ? SMS_LATE_NOTICE : undefined;
  return sendHtml(res, 200, renderCode(deps, uid, state.mobile, deps.otp.cooldownLeft(state), undefined, notice));
}

async function submitMobile(deps: InteractionDeps, req: IncomingMessage, res: ServerResponse, uid: string) {
  const typed = (await readForm(req)).get('mobile') ?? '';
  const parsed = normaliseMobile(typed);
  if (!parsed.ok) {
    const error =
      parsed.reason === 'empty'
        ? 'لطفاً شمارهٔ همراه خود را وارد کنید.'
        : 'شمارهٔ همراه درست نیست. شماره باید ۱۱ رقم باشد و با ۰۹ شروع شود.';
    return sendHtml(res, 400, mobilePage({ assets: deps.assets, uid, value: typed, error }));
  }
  return sendCode(deps, req, res, uid, parsed.mobile, 'mobile');
}

async function resend(deps: InteractionDeps, req: IncomingMessage, res: ServerResponse, uid: string) {
  await readForm(req);
  const state = await deps.otp.latestFor(uid);
  if (!state) return redirect(res, `/interaction/${uid}`);
  return sendCode(deps, req, res, uid, state.mobile, 'resend');
}

async function sendCode(
  deps: InteractionDeps,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  mobile: string,
  from: 'mobile' | 'resend',
) {
  const result = await deps.otp.send({ interactionUid: uid, mobile, ip: deps.clientAddress(req) });
  if (result.ok) return redirect(res, `/interaction/${uid}`);
  if (result.reason === 'sms_failed') {
    return sendHtml(res, 502, mobilePage({ assets: deps.assets, uid, value: mobile, error: SMS_FAILED_MESSAGE }));
  }
  // 504: the gateway timed out, yet the member is on the code page with the code that may arrive
  // and "send again" enabled; a reload of the page (GET) shows the same notice with 200.
  if (result.reason === 'sms_unconfirmed') {
    return sendHtml(res, 504, renderCode(deps, uid, mobile, 0, undefined, SMS_LATE_NOTICE));
  }
  const retryAfter = { 'retry-after': String(result.retryAfterSeconds) };
  if (result.reason === 'locked_today')
    return sendHtml(res, 429, waitPage(deps, uid, lockedTodayMessage(result)), retryAfter);
  // Submitting the same number again while its code is still fresh simply returns to that code.
  if (result.reason === 'cooldown' && from === 'mobile') return redirect(res, `/interaction/${uid}`);
  if (result.reason === 'cooldown') {
    const error = `برای دریافت دوبارهٔ کد، لطفاً ${formatWait(result.retryAfterSeconds)} دیگر صبر کنید.`;
    return sendHtml(res, 429, renderCode(deps, uid, mobile, result.retryAfterSeconds, error), retryAfter);
  }
  const message = `برای این شماره یا از این اتصال، کد تأیید زیادی درخواست شده است. لطفاً ${formatWait(result.retryAfterSeconds)} دیگر دوباره تلاش کنید.`;
  return sendHtml(res, 429, waitPage(deps, uid, message), retryAfter);
}

function waitPage(deps: InteractionDeps, uid: string, message: string): string {
  return messagePage({
    assets: deps.assets,
    title: 'کمی صبر کنید',
    tone: 'error',
    message,
    action: { href: `/interaction/${uid}`, label: 'بازگشت به صفحهٔ ورود' },
  });
}

async function submitCode(deps: InteractionDeps, req: IncomingMessage, res: ServerResponse, uid: string) {
  const code = (await readForm(req)).get('code') ?? '';
  const result = await deps.otp.verify({ interactionUid: uid, code, ip: deps.clientAddress(req) });
  if (result.ok) {
    const account = await deps.accounts.findOrCreate(result.mobile);
    const login = { accountId: account.id, amr: ['otp', 'sms'] };
    return deps.provider.interactionFinished(req, res, { login }, { mergeWithLastSubmission: false });
  }
  if (result.reason === 'rate_limited' || result.reason === 'locked_today') {
    const message = verifyErrorMessage(result);
    return sendHtml(res, 429, waitPage(deps, uid, message), { 'retry-after': String(result.retryAfterSeconds) });
  }
  const state = await deps.otp.latestFor(uid);
  if (result.reason === 'no_code' || !state) return redirect(res, `/interaction/${uid}`);
  const page = renderCode(deps, uid, state.mobile, deps.otp.cooldownLeft(state), verifyErrorMessage(result));
  return sendHtml(res, 400, page);
}

function renderCode(
  deps: InteractionDeps,
  uid: string,
  mobile: string,
  resendIn: number,
  error?: string,
  notice?: string,
) {
  return codePage({
    assets: deps.assets,
    uid,
    mobile,
    codeTtlSeconds: deps.otp.policy.codeTtlSeconds,
    resendIn,
    error,
    notice,
  });
}
