import { createContext, useContext } from 'react';
import type { AuthState } from './auth-state';

/**
 * «A member signed in on this browser»: a cookie with no secret in it (its value is `1`), so the
 * web server can render a member's page whose first view is public data (the rewards catalogue)
 * instead of a loading line, before the tab's session (sessionStorage) has been read. The server
 * learns nothing it could use: the page it renders holds only what any visitor may see, the API
 * still asks for the access token, and a visitor who sets the cookie by hand sees that public
 * page and is then sent to sign in like any visitor. A session cookie: it ends with the browser.
 */
export const MEMBER_HINT_COOKIE = 'clorofil_member';

function secure(doc: Document): string {
  return doc.location?.protocol === 'https:' ? '; Secure' : '';
}

/** The tab has a member: the next page load may be rendered by the server. */
export function rememberMemberHint(doc: Document = document): void {
  doc.cookie = `${MEMBER_HINT_COOKIE}=1; Path=/; SameSite=Lax${secure(doc)}`;
}

/** Nobody is signed in in this tab (signed out, the session ended, or a visitor's tab). */
export function forgetMemberHint(doc: Document = document): void {
  doc.cookie = `${MEMBER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure(doc)}`;
}

/** Whether a request's `Cookie` header carries the hint (the web server's side). */
export function hasMemberHint(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${MEMBER_HINT_COOKIE}=1`);
}

/** Keeps the hint in step with a settled session state; a state still loading changes nothing. */
export function syncMemberHint(state: AuthState, doc: Document = document): void {
  if (state.isLoading) return;
  if (state.isAuthenticated) rememberMemberHint(doc);
  else forgetMemberHint(doc);
}

/**
 * True on a member's page that the server rendered for a browser with the hint: until auth has
 * read the tab's session, the member's area is shown (its public parts, the member's own parts
 * loading) instead of the loading line, so hydration finds what the server rendered.
 */
export const MemberAssumedContext = createContext(false);

export function useMemberAssumed(): boolean {
  return useContext(MemberAssumedContext);
}
