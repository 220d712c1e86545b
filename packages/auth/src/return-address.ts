import { paths } from '@clorofil/app-kit';

/** Where the club sends a member after signing in when no return address was saved. */
export const CLUB_HOME = paths.dashboard;

/** Where a cancelled sign-in goes when it started on a members' page: one a visitor can read. */
export const PUBLIC_HOME = paths.home;

/**
 * What a sign-in carries through the provider: where to land once signed in, and where to go back
 * to, still a visitor, if the member cancels at the provider («انصراف و بازگشت»). The two differ
 * when a visitor follows a link to a members' page: signed in they reach it, cancelled they are
 * back on the public page they pressed it on.
 */
export type SignInState = {
  returnTo: string;
  cancelTo: string;
  /** A step-up: the member is signed in already, and cancelling it keeps them so. */
  keepSession?: boolean;
};

/** The two addresses of a saved sign-in state, each only if it is safe (a bare string is `returnTo`). */
export function readSignInState(value: unknown): { returnTo?: string; cancelTo?: string; keepSession: boolean } {
  if (typeof value === 'string') return { returnTo: safeReturnAddress(value), keepSession: false };
  if (!value || typeof value !== 'object') return { keepSession: false };
  const { returnTo, cancelTo, keepSession } = value as Record<string, unknown>;
  return {
    returnTo: safeReturnAddress(returnTo),
    cancelTo: safeReturnAddress(cancelTo),
    keepSession: keepSession === true,
  };
}

/** The full address of the current page (path, query and fragment), used as sign-in state. */
export function currentAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * A saved return address, only if it is a path on this site: a state that was tampered with
 * must never send the member to another origin (`//evil.example`, `https://…`, `/\\evil`).
 * The callback pages themselves are refused so a failed sign-in cannot loop.
 */
export function safeReturnAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  const path = value.split(/[?#]/)[0];
  if (path === paths.login || path === paths.logoutRedirect) return undefined;
  return value;
}
