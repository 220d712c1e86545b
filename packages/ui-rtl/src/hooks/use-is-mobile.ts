import { createContext, useContext, useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../system/breakpoints';

const query = `(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`;

/**
 * Lets a story frame or a test say "this subtree is a phone" without resizing the window, so a
 * 390px story renders the mobile layout even inside a wide canvas.
 */
export const ForcedMobileContext = createContext<boolean | undefined>(undefined);

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(query);
  list.addEventListener?.('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    list.removeEventListener?.('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

function snapshot(): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return false;
  return window.matchMedia(query).matches;
}

// The device a server-rendered page was rendered for (the server cannot measure the screen and
// goes by the request). Hydration renders every part with it, so the markup matches; each part
// then switches to the real screen on its own once it is hydrated — not through a context change,
// which would make React hydrate every part still waiting at once (apps/web/src/boot.tsx).
let serverRenderedMobile = false;
const serverSnapshot = () => serverRenderedMobile;

/** Before hydrating a page the server rendered: the device it was rendered for. */
export function setServerRenderedDevice(isMobile: boolean): void {
  serverRenderedMobile = isMobile;
}

/** True below the 768px mobile switch (SPEC §2, §9). */
export function useIsMobile(): boolean {
  const forced = useContext(ForcedMobileContext);
  const measured = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return forced ?? measured;
}
