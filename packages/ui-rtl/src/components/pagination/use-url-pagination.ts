import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { normalizeDigits } from '@clorofil/rules';
import { PAGE_SIZE, scrollTop, type Pagination } from './use-pagination';

export type UseUrlPaginationOptions = {
  /** The search parameter holding the page (default `page`). */
  param?: string;
  /** What a page change brings into view (default: the top of the window). */
  onPageChange?: () => void;
};

/** `?page=۳` and `?page=3` both read as 3; anything else is page 1. */
function pageFrom(value: string | null): number {
  const page = Number(normalizeDigits(value ?? ''));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Client-side paging whose page lives in the address (`?page=2`), so reload, back and a shared
 * link keep it (SPEC §9 sizes: 10 rows on desktop, 6 on phones). A page past the end — a shorter
 * list, or a link made on a wider screen — shows the last page; page 1 leaves the address clean.
 */
export function useUrlPagination<T>(items: readonly T[], options: UseUrlPaginationOptions = {}): Pagination<T> {
  const { param = 'page', onPageChange = scrollTop } = options;
  const [search, setSearch] = useSearchParams();
  const pageSize = useIsMobile() ? PAGE_SIZE.mobile : PAGE_SIZE.desktop;
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(pageFrom(search.get(param)), pageCount);
  const offset = (page - 1) * pageSize;
  const pageItems = useMemo(() => items.slice(offset, offset + pageSize), [items, offset, pageSize]);

  const goTo = useCallback(
    (next: number) => {
      const target = Math.min(Math.max(1, next), pageCount);
      setSearch((current) => {
        const updated = new URLSearchParams(current);
        if (target === 1) updated.delete(param);
        else updated.set(param, String(target));
        return updated;
      });
      onPageChange();
    },
    [pageCount, param, setSearch, onPageChange],
  );

  return { page, pageCount, pageSize, pageItems, offset, goTo };
}
