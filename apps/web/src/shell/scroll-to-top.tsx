import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC §2: every new page starts at its top. Keyed on the path only, so a filter or page number
 * in the query (which screens scroll themselves) does not jump the page.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
