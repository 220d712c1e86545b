import { useCallback, useMemo, useState } from 'react';
import { useIsMobile } from '../../hooks/use-is-mobile';

/** SPEC §9: table pages hold 10 rows on desktop and 6 on mobile. */
export const PAGE_SIZE = { desktop: 10, mobile: 6 } as const;

export type UsePaginationOptions = {
  /** Overrides the viewport-dependent size. */
  pageSize?: number;
  /** Skip the scroll to top on page change (e.g. a list inside a dialog). */
  scrollToTop?: boolean;
};

export type Pagination<T> = {
  page: number;
  pageCount: number;
  pageSize: number;
  pageItems: T[];
  /** Index of the first item of the page, for row numbers. */
  offset: number;
  goTo: (page: number) => void;
};

export function scrollTop(): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/** Client-side paging of an already fetched list. */
export function usePagination<T>(items: readonly T[], options: UsePaginationOptions = {}): Pagination<T> {
  const isMobile = useIsMobile();
  const pageSize = options.pageSize ?? (isMobile ? PAGE_SIZE.mobile : PAGE_SIZE.desktop);
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const [wanted, setWanted] = useState(1);
  // Resizing to mobile, or a shorter list, can leave the stored page past the end.
  const page = Math.min(Math.max(1, wanted), pageCount);
  const offset = (page - 1) * pageSize;
  const pageItems = useMemo(() => items.slice(offset, offset + pageSize), [items, offset, pageSize]);
  const scroll = options.scrollToTop ?? true;

  const goTo = useCallback(
    (next: number) => {
      const clamped = Math.min(Math.max(1, next), pageCount);
      setWanted(clamped);
      if (scroll) scrollTop();
    },
    [pageCount, scroll],
  );

  return { page, pageCount, pageSize, pageItems, offset, goTo };
}
