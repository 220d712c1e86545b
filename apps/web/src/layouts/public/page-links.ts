import { apiQueries, type PageEntry } from '@clorofil/api-client';
import { useQuery } from '@tanstack/react-query';
import type { MenuItem } from '../../navigation/menu';
import { useMenu } from '../../navigation/navigation-context';

/** SPEC §2: a link whose address contains «http» leaves the club and opens in a new tab. */
export function isExternal(url: string): boolean {
  return /https?:\/\//i.test(url);
}

/** One link of the public header or footer. */
export type PublicLink = { key: string; title: string; url: string };

export type PageLinks = {
  header: PublicLink[];
  footer: PublicLink[];
};

const byOrder = (a: PageEntry, b: PageEntry) => a.order - b.order;
const fromPage = (entry: PageEntry): PublicLink => ({ key: entry.slug, title: entry.title, url: entry.url });
const fromMenu = (item: MenuItem): PublicLink => ({ key: item.key, title: item.label, url: item.path });

export function splitPageLinks(entries: readonly PageEntry[]): PageLinks {
  const visible = entries.filter((entry) => entry.visible);
  return {
    header: visible
      .filter((entry) => entry.type === 'header-menu')
      .sort(byOrder)
      .map(fromPage),
    footer: visible
      .filter((entry) => entry.type === 'footer')
      .sort(byOrder)
      .map(fromPage),
  };
}

const none: PageLinks = { header: [], footer: [] };

/**
 * The header and footer links from `GET /api/Pages` (the editors' titles, order and visibility).
 * Until they arrive the menus stay empty rather than flash a second set; if the call fails, the
 * features' built-in header and footer entries stand in, so a visitor can still reach the pages.
 */
export function usePageLinks(): PageLinks {
  const pages = useQuery(apiQueries.pages());
  const header = useMenu('header');
  const footer = useMenu('footer');
  if (pages.data) return splitPageLinks(pages.data);
  if (pages.status === 'error') return { header: header.map(fromMenu), footer: footer.map(fromMenu) };
  return none;
}
