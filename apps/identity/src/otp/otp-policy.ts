export interface RateLimit {
  /** How many events may happen inside one window. */
  limit: number;
  windowSeconds: number;
}

export interface OtpPolicy {
  /** A code is accepted for this long after it was sent. */
  codeTtlSeconds: number;
  /** Attempts per code (the right one included); after that many wrong ones the code is void. */
  maxAttempts: number;
  /** The "send again" button unlocks this long after the previous code of the same sign-in. */
  resendCooldownSeconds: number;
  /** Codes sent per number and per address (sliding window). */
  perMobile: RateLimit;
  perIp: RateLimit;
  /** Code submissions per number and per address (fixed window), right or wrong. */
  verifyPerMobile: RateLimit;
  verifyPerIp: RateLimit;
  /** Wrong codes per number per Tehran day; then the number waits until Tehran midnight. */
  wrongCodesPerDay: number;
}

/** Production limits: a person's phone cannot be flooded, one address cannot farm or guess codes. */
export const STRICT_OTP_POLICY: OtpPolicy = {
  codeTtlSeconds: 120,
  maxAttempts: 5,
  resendCooldownSeconds: 60,
  perMobile: { limit: 5, windowSeconds: 3600 },
  perIp: { limit: 30, windowSeconds: 3600 },
  verifyPerMobile: { limit: 10, windowSeconds: 600 },
  verifyPerIp: { limit: 60, windowSeconds: 600 },
  wrongCodesPerDay: 20,
};

/**
 * With the development outbox the hourly caps are loosened, because end-to-end suites sign the
 * same demo numbers in from one address many times an hour. Code lifetime, attempts, the resend
 * countdown and the daily wrong-code cap stay exactly as in production.
 */
export const DEVELOPMENT_OTP_POLICY: OtpPolicy = {
  ...STRICT_OTP_POLICY,
  perMobile: { limit: 100, windowSeconds: 3600 },
  perIp: { limit: 1000, windowSeconds: 3600 },
  verifyPerMobile: { limit: 200, windowSeconds: 600 },
  verifyPerIp: { limit: 2000, windowSeconds: 600 },
};

export function resolveOtpPolicy(base: OtpPolicy, overrides: Partial<OtpPolicy> = {}): OtpPolicy {
  return {
    ...base,
    ...overrides,
    perMobile: { ...base.perMobile, ...overrides.perMobile },
    perIp: { ...base.perIp, ...overrides.perIp },
    verifyPerMobile: { ...base.verifyPerMobile, ...overrides.verifyPerMobile },
    verifyPerIp: { ...base.verifyPerIp, ...overrides.verifyPerIp },
  };
}
