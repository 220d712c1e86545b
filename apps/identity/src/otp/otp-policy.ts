export interface RateLimit {
  /** How many codes may be sent inside one window. */
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
  perMobile: RateLimit;
  perIp: RateLimit;
}

/** Production limits: a person's phone cannot be flooded, one address cannot farm codes. */
export const STRICT_OTP_POLICY: OtpPolicy = {
  codeTtlSeconds: 120,
  maxAttempts: 5,
  resendCooldownSeconds: 60,
  perMobile: { limit: 5, windowSeconds: 3600 },
  perIp: { limit: 30, windowSeconds: 3600 },
};

/**
 * With the development outbox the hourly caps are loosened, because end-to-end suites sign the
 * same demo numbers in from one address many times an hour. Code lifetime, attempts and the
 * resend countdown stay exactly as in production.
 */
export const DEVELOPMENT_OTP_POLICY: OtpPolicy = {
  ...STRICT_OTP_POLICY,
  perMobile: { limit: 100, windowSeconds: 3600 },
  perIp: { limit: 1000, windowSeconds: 3600 },
};

export function resolveOtpPolicy(base: OtpPolicy, overrides: Partial<OtpPolicy> = {}): OtpPolicy {
  return {
    ...base,
    ...overrides,
    perMobile: { ...base.perMobile, ...overrides.perMobile },
    perIp: { ...base.perIp, ...overrides.perIp },
  };
}
