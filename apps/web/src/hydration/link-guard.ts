/**
 * While React is still hydrating a server-rendered page in slices (see boot.tsx), a plain click on
 * a link of the site is left to the browser: it loads the address as a new page (rendered by the
 * server, so quickly) instead of React's router, which could not always take a click on a part
 * it had not hydrated yet (e2e public-pages: a footer link clicked during start-up once did
 * nothing). Once every part of the page is hydrated, links go through the router again.
 */
const pending = new Set<string>();
let listening = false;

function plainLinkClick(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  return link.origin === window.location.origin ? link : null;
}

function onClick(event: MouseEvent): void {
  // Before React's listener on #root: it never sees the click, so nothing prevents the
  // browser's own navigation.
  if (pending.size > 0 && plainLinkClick(event)) event.stopPropagation();
}

/** The parts of a server-rendered page, each a Suspense boundary of the public layout. */
export const HYDRATED_PARTS = ['header', 'page', 'footer'] as const;
/** The same in the profile layout (a member's page the server rendered): the menu is the side
 * menu on a desktop, the bottom bar on a phone. */
export const PROFILE_HYDRATED_PARTS = ['header', 'menu', 'page'] as const;
export type HydratedPart = (typeof HYDRATED_PARTS)[number] | (typeof PROFILE_HYDRATED_PARTS)[number];

/** Before hydrating: link clicks go to the browser until every part has reported. */
export function guardLinksUntilHydrated(parts: readonly HydratedPart[] = HYDRATED_PARTS): void {
  for (const part of parts) pending.add(part);
  if (listening || pending.size === 0) return;
  listening = true;
  document.addEventListener('click', onClick, true);
}

/** A part has been hydrated (or rendered); after the last one the router takes links again. */
export function partHydrated(part: HydratedPart): void {
  pending.delete(part);
  if (pending.size === 0 && listening) {
    document.removeEventListener('click', onClick, true);
    listening = false;
  }
}

/** Whether link clicks are left to the browser right now. */
export function linksGuarded(): boolean {
  return pending.size > 0;
}
