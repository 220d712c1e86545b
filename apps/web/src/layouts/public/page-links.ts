import { getPages, useApiQuery, type PageEntry } from '@clorofil/api-client';

/** SPEC §2: a link whose address contains «http» leaves the club and opens in a new tab. */
export function isExternal(url: string): boolean {
  return /https?:\/\//i.test(url);
}

export type PageLinks = {
  header: PageEntry[];
  footer: PageEntry[];
};

const byOrder = (a: PageEntry, b: PageEntry) => a.order - b.order;

export function splitPageLinks(entries: readonly PageEntry[]): PageLinks {
  const visible = entries.filter((entry) => entry.visible);
  return {
    header: visible.filter((entry) => entry.type === 'header-menu').sort(byOrder),
    footer: visible.filter((entry) => entry.type === 'footer').sort(byOrder),
  };
}

const none: PageLinks = { header: [], footer: [] };

/**
 * The header and footer links from `GET /api/Pages`, loaded once per layout. Until they arrive,
 * or if the call fails, the menus are simply empty: navigation chrome never shows an error.
 */
export function usePageLinks(): PageLinks {
  const pages = useApiQuery('content-pages', (signal) => getPages({ signal }));
  return pages.data ? splitPageLinks(pages.data) : none;
}
