import { fa, STEP_UP_ERROR } from '@clorofil/api-client/contract';
import { ApiError } from '../http/errors.js';
import type { AccessToken } from './verify.js';

/**
 * Step-up (RFC 9470) for the changes a stolen session must not make alone: the access token's
 * `auth_time` — when the member last typed a one-time code, signed by the identity provider — is
 * at most `maxAgeSeconds` old. Otherwise 401 with the challenge that tells the web app to run a
 * fresh sign-in (`prompt=login`), which asks for a new code and brings a token with a new
 * `auth_time`. A token without `auth_time` counts as too old.
 */
export function requireRecentSignIn(token: AccessToken | undefined, maxAgeSeconds: number, nowMs = Date.now()): void {
  const authTime = token?.auth_time;
  if (typeof authTime === 'number' && Number.isFinite(authTime) && nowMs / 1000 - authTime <= maxAgeSeconds) return;
  throw new ApiError(
    401,
    fa.stepUpRequired,
    {},
    {
      'www-authenticate': `Bearer error="${STEP_UP_ERROR}", error_description="a one-time code within the last ${maxAgeSeconds} seconds is required", max_age=${maxAgeSeconds}`,
    },
  );
}
