import type { User, UserManager } from 'oidc-client-ts';
import { SESSION_TIMING } from '../config';
import type { SessionChannel } from './session-channel';

export const REFRESH_LOCK = 'clorofil-token-refresh';

export type RenewerOptions = {
  /** Cross-tab lock manager; default `navigator.locks` (absent: tabs are not serialised). */
  locks?: Pick<LockManager, 'request'> | null;
  channel?: SessionChannel;
  /** SPEC §4: a timed-out renewal is tried again after 5 s, at most 3 tries in all. */
  retryDelayMs?: number;
  maxAttempts?: number;
  /** How long the lock is kept after announcing rotated tokens, so other tabs store them first. */
  settleMs?: number;
};

export type Renewer = {
  /**
   * Gets fresh tokens with the refresh token. Resolves the renewed user, or null when there is
   * nothing to renew (nobody signed in, or no refresh token). Rejects when renewal failed.
   */
  renew(): Promise<User | null>;
  /** The renewal under way, if any (API calls wait for it instead of sending a stale token). */
  pending(): Promise<unknown> | undefined;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lost answer is worth another try; a refusal from the provider (invalid_grant…) is not. */
export function isTransientRenewError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'ErrorTimeout');
}

function defaultLocks(): Pick<LockManager, 'request'> | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

export function createRenewer(userManager: UserManager, options: RenewerOptions = {}): Renewer {
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const { channel, retryDelayMs = 5000, maxAttempts = 3, settleMs = 250 } = options;
  let inFlight: Promise<User | null> | undefined;

  async function refreshOnce(before: User): Promise<User | null> {
    // Inside the lock: another tab of this session may have rotated the tokens and shared them
    // while we waited. Using those is correct; refreshing with our spent token would revoke the grant.
    const stored = await userManager.getUser();
    if (!stored) return null;
    if (stored.refresh_token !== before.refresh_token || (stored.expires_at ?? 0) > (before.expires_at ?? 0)) {
      return stored;
    }
    const renewed = await userManager.signinSilent({
      silentRequestTimeoutInSeconds: SESSION_TIMING.silentTimeoutSeconds,
    });
    if (renewed && channel) {
      channel.announceRotated(before, renewed);
      await sleep(settleMs);
    }
    return renewed;
  }

  function serialised(before: User): Promise<User | null> {
    if (!locks) return refreshOnce(before);
    return locks.request(REFRESH_LOCK, { mode: 'exclusive' }, () => refreshOnce(before)) as Promise<User | null>;
  }

  async function run(): Promise<User | null> {
    for (let attempt = 1; ; attempt += 1) {
      const before = await userManager.getUser();
      // Without a refresh token the only way on is the sign-in page (iframe renewal is blocked by CSP).
      if (!before?.refresh_token) return null;
      try {
        return await serialised(before);
      } catch (error) {
        if (attempt >= maxAttempts || !isTransientRenewError(error)) throw error;
        await sleep(retryDelayMs);
      }
    }
  }

  return {
    renew() {
      inFlight ??= run().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    pending: () => inFlight,
  };
}
