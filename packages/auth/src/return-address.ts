import { paths } from '@clorofil/app-kit';

/** Where the club sends a member after signing in when no return address was saved. */
export const CLUB_HOME = paths.dashboard;

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
