// SPEC §8 authentication errors in the Persian a member reads. The library's English messages
// and OAuth error codes are matched, never shown.

export const authMessages = {
  signInFailed: 'ورود به حساب کاربری انجام نشد. لطفاً دوباره تلاش کنید.',
  signOutFailed: 'خروج از حساب کاربری انجام نشد. لطفاً دوباره تلاش کنید.',
  renewFailed: 'تمدید نشست شما انجام نشد. لطفاً دوباره وارد شوید.',
  unknown: 'در ارتباط با سرور ورود خطای ناشناخته‌ای رخ داد. لطفاً کمی بعد دوباره تلاش کنید.',
  staleState:
    'این پیوند ورود دیگر معتبر نیست؛ شاید ورود در برگهٔ دیگری انجام شده یا زمان آن گذشته است. لطفاً دوباره وارد شوید.',
  stateMismatch: 'پاسخ سرور ورود با درخواست شما یکی نبود. برای امنیت حساب، لطفاً دوباره وارد شوید.',
  configuration: 'تنظیمات ورود باشگاه کامل نیست. لطفاً کمی بعد دوباره تلاش کنید یا با پشتیبانی تماس بگیرید.',
  loginRequired: 'نشست شما در سرور ورود به پایان رسیده است. لطفاً دوباره وارد شوید.',
  consentRequired: 'برای ادامه، اجازهٔ دسترسی باشگاه لازم است. لطفاً دوباره وارد شوید.',
  interactionRequired: 'برای ادامه باید دوباره وارد حساب کاربری خود شوید.',
  accountSelectionRequired: 'لطفاً حساب کاربری مورد نظر خود را انتخاب کنید و دوباره وارد شوید.',
  accessDenied: 'ورود لغو شد. هر زمان خواستید می‌توانید دوباره وارد شوید.',
  network: 'ارتباط با سرور ورود برقرار نشد. لطفاً اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.',
} as const;

const oauthCodes: Record<string, string> = {
  login_required: authMessages.loginRequired,
  consent_required: authMessages.consentRequired,
  interaction_required: authMessages.interactionRequired,
  account_selection_required: authMessages.accountSelectionRequired,
  access_denied: authMessages.accessDenied,
  invalid_grant: authMessages.loginRequired,
};

function field(error: unknown, name: string): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** A Persian sentence for any error of oidc-client-ts, react-oidc-context or the provider. */
export function authErrorMessage(error: unknown): string {
  const inner = field(error, 'error') ?? field((error as { innerError?: unknown } | null)?.innerError, 'error');
  if (inner && oauthCodes[inner]) return oauthCodes[inner];

  const message = field(error, 'message') ?? '';
  const source = field(error, 'source');
  if (/No matching state/i.test(message)) return authMessages.staleState;
  if (/State does not match|No state in response|nonce .* does not match/i.test(message))
    return authMessages.stateMismatch;
  if (/client_id|redirect_uri|No authority/i.test(message)) return authMessages.configuration;
  if (/Network|Failed to fetch|timed out|fetch failed/i.test(message) || error instanceof TypeError) {
    return authMessages.network;
  }
  if (message === 'Sign-in failed' || source === 'signinCallback') return authMessages.signInFailed;
  if (message === 'Sign-out failed' || source === 'signoutCallback') return authMessages.signOutFailed;
  if (message === 'Renew silent failed' || source === 'renewSilent' || source === 'signinSilent') {
    return authMessages.renewFailed;
  }
  if (message.startsWith('Unknown error while executing')) {
    return message.includes('signout') ? authMessages.signOutFailed : authMessages.unknown;
  }
  if (source?.startsWith('signin')) return authMessages.signInFailed;
  if (source?.startsWith('signout')) return authMessages.signOutFailed;
  return authMessages.unknown;
}
