import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ForcedMobileContext } from '../../hooks/use-is-mobile';
import { useUrlPagination } from './use-url-pagination';

const items = Array.from({ length: 25 }, (_, i) => i + 1);

/** Runs the hook on a real router at `entry`, on a phone or not, and reports the address too. */
function setup(
  entry: string,
  {
    mobile = false,
    onPageChange = vi.fn(),
    param,
  }: { mobile?: boolean; onPageChange?: () => void; param?: string } = {},
) {
  let search = '';
  const wrapper = ({ children }: { children: ReactNode }) => {
    const Probe = () => {
      search = useLocation().search;
      return <>{children}</>;
    };
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [entry] });
    return (
      <ForcedMobileContext.Provider value={mobile}>
        <RouterProvider router={router} />
      </ForcedMobileContext.Provider>
    );
  };
  const hook = renderHook(() => useUrlPagination(items, { onPageChange, param }), { wrapper });
  return { ...hook, search: () => search, onPageChange };
}

describe('useUrlPagination', () => {
  it('reads the page from the address, Persian digits included, 10 rows on desktop', () => {
    const { result } = setup('/list?page=۲');
    expect(result.current.page).toBe(2);
    expect(result.current.pageItems).toEqual(items.slice(10, 20));
    expect(result.current.offset).toBe(10);
  });

  it('shows the last page for a page past the end and page 1 for nonsense', () => {
    expect(setup('/list?page=9').result.current.page).toBe(3);
    expect(setup('/list?page=abc').result.current.page).toBe(1);
  });

  it('pages by 6 on a phone', () => {
    const { result } = setup('/list?page=5', { mobile: true });
    expect(result.current.pageCount).toBe(5);
    expect(result.current.pageItems).toEqual([25]);
  });

  it('writes the page into the address, keeps other parameters, drops it for page 1, and calls onPageChange', () => {
    const { result, search, onPageChange } = setup('/list?tab=payments&p=1', { param: 'p' });
    act(() => result.current.goTo(3));
    expect(search()).toBe('?tab=payments&p=3');
    expect(result.current.page).toBe(3);
    act(() => result.current.goTo(1));
    expect(search()).toBe('?tab=payments');
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });
});
