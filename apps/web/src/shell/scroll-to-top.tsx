import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC §2: every new page starts at its top. Keyed on the path only, so a filter or page number
 * in the query (which screens scroll themselves) does not jump the page.
 *
 * Not when the app starts: the page the browser loaded is already at its top, unless the visitor
 * has scrolled it while it started (a server-rendered page is readable and scrollable before React
 * hydrates it) or the browser restored a position on reload. Jumping back to the top then moved
 * the page under their finger: a footer link pressed during hydration was released over the middle
 * of the home page, and the click opened nothing.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
