export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show (1-based), SPEC §9 defaults: 3 margin pages at each end and a range of
 * 2 around the current page (one on each side). A gap of a single page shows that page instead of
 * an ellipsis, since "…" would take the same room and hide where it leads.
 */
export function pageItems(current: number, total: number, range = 2, margin = 3): PageItem[] {
  if (total <= 0) return [];
  const side = Math.max(1, Math.ceil(range / 2));
  const shown = (page: number) => page <= margin || page > total - margin || Math.abs(page - current) <= side;

  const items: PageItem[] = [];
  for (let page = 1; page <= total; page += 1) {
    if (shown(page)) {
      items.push(page);
      continue;
    }
    const previous = items[items.length - 1];
    if (typeof previous !== 'number') continue;
    const nextShown = shown(page + 1);
    if (nextShown && previous === page - 1) items.push(page);
    else items.push(page < current ? 'ellipsis-start' : 'ellipsis-end');
  }
  return items;
}
