import { normalizeDigits, PAGE_SIZE, useIsMobile } from '@clorofil/ui-rtl';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

function pageFrom(value: string | null): number {
  const page = Number(normalizeDigits(value ?? ''));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export type UrlPage<T> = {
  page: number;
  pageCount: number;
  pageItems: readonly T[];
  /** Index of the page's first item, so row numbers continue across pages. */
  offset: number;
  goTo: (page: number) => void;
};

/**
 * Client-side paging whose page lives in the address (`?page=3`): reload, back/forward and a
 * shared link keep it. SPEC §9 sizes (10 rows on desktop, 6 on phones); a page past the end — a
 * shortened list, or a link made on a wider screen — shows the last page. `onPageChange` lets the
 * list bring its own top into view (the summary above it would otherwise stay on screen).
 */
export function useUrlPage<T>(items: readonly T[], onPageChange?: () => void): UrlPage<T> {
  const [search, setSearch] = useSearchParams();
  const pageSize = useIsMobile() ? PAGE_SIZE.mobile : PAGE_SIZE.desktop;
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(pageFrom(search.get('page')), pageCount);
  const offset = (page - 1) * pageSize;
  const pageItems = useMemo(() => items.slice(offset, offset + pageSize), [items, offset, pageSize]);

  const goTo = useCallback(
    (next: number) => {
      const target = Math.min(Math.max(1, next), pageCount);
      setSearch((current) => {
        const updated = new URLSearchParams(current);
        if (target === 1) updated.delete('page');
        else updated.set('page', String(target));
        return updated;
      });
      onPageChange?.();
    },
    [pageCount, setSearch, onPageChange],
  );

  return { page, pageCount, pageItems, offset, goTo };
}
