import { normalizeDigits, PAGE_SIZE, useIsMobile, type PaginationState } from '@clorofil/ui-rtl';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

function pageFrom(value: string | null): number {
  const page = Number(normalizeDigits(value ?? ''));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function scrollToTop(): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * Client-side paging (SPEC §9: 10 rows on desktop, 6 on phones) whose page lives in the address
 * (`?page=2`), so reload, back and a shared link keep it. A page past the end shows the last one;
 * while the list is still loading the address is left alone.
 */
export function useUrlPagination<T>(items: readonly T[], param = 'page'): PaginationState<T> {
  const [search, setSearch] = useSearchParams();
  const isMobile = useIsMobile();
  const pageSize = isMobile ? PAGE_SIZE.mobile : PAGE_SIZE.desktop;
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(pageFrom(search.get(param)), pageCount);
  const offset = (page - 1) * pageSize;
  const pageItems = useMemo(() => items.slice(offset, offset + pageSize), [items, offset, pageSize]);

  const goTo = useCallback(
    (next: number) => {
      const clamped = Math.min(Math.max(1, next), pageCount);
      setSearch((current) => {
        const updated = new URLSearchParams(current);
        if (clamped === 1) updated.delete(param);
        else updated.set(param, String(clamped));
        return updated;
      });
      scrollToTop();
    },
    [pageCount, param, setSearch],
  );

  return { page, pageCount, pageSize, pageItems, offset, goTo };
}
