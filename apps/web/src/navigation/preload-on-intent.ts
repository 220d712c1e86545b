import { matchRoutes, type RouteObject } from 'react-router';

/** How long a mouse rests on a link before it counts as intent (shorter passes are someone crossing it). */
export const HOVER_INTENT_MS = 80;

const INTENT_NOW = ['pointerdown', 'focusin'] as const;

/**
 * Loads the code of the page a link opens as soon as the member shows they are about to open it:
 * a finger or button pressed on it (the click comes when it is lifted), keyboard focus on it, or a mouse
 * resting on it for HOVER_INTENT_MS. Every page is a chunk of its own that the router asks for
 * only after the click, and the page asks for its data only once its code runs: on a slow
 * connection that is one round trip (150–600 ms) spent before the data request even starts. The
 * route's own `lazy` is called, so the router's later call finds the module loaded; each address is
 * loaded once (again after a failure). Links to other sites, new tabs and downloads are left alone.
 * Returns the function that stops listening.
 */
export function preloadOnIntent(routes: RouteObject[], root: Document = document): () => void {
  const loaded = new Set<string>();
  let hover: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;

  const preload = (link: HTMLAnchorElement) => {
    const path = link.pathname;
    if (loaded.has(path)) return;
    loaded.add(path);
    for (const { route } of matchRoutes(routes, path) ?? []) {
      if (typeof route.lazy !== 'function') continue;
      // A failed download (offline for a moment) is tried again at the next intent, or by the router.
      Promise.resolve(route.lazy()).catch(() => loaded.delete(path));
    }
  };

  const onIntent = (event: Event) => {
    const link = inAppLink(event.target, root);
    if (link) preload(link);
  };
  const onOver = (event: Event) => {
    if ((event as PointerEvent).pointerType !== 'mouse') return;
    const link = inAppLink(event.target, root);
    if (!link || hover?.link === link) return;
    if (hover) clearTimeout(hover.timer);
    hover = { link, timer: setTimeout(() => preload(link), HOVER_INTENT_MS) };
  };
  const onOut = (event: Event) => {
    if (!hover) return;
    const to = (event as PointerEvent).relatedTarget;
    if (to instanceof Node && hover.link.contains(to)) return;
    clearTimeout(hover.timer);
    hover = undefined;
  };

  const options = { capture: true, passive: true } as const;
  for (const type of INTENT_NOW) root.addEventListener(type, onIntent, options);
  root.addEventListener('pointerover', onOver, options);
  root.addEventListener('pointerout', onOut, options);
  return () => {
    for (const type of INTENT_NOW) root.removeEventListener(type, onIntent, options);
    root.removeEventListener('pointerover', onOver, options);
    root.removeEventListener('pointerout', onOut, options);
    if (hover) clearTimeout(hover.timer);
  };
}

/** The link of this app under `target`, if any: same origin, same tab, not a download. */
function inAppLink(target: EventTarget | null, root: Document): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  return link.origin === root.location.origin ? link : null;
}
