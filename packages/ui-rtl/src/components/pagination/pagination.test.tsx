import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing';
import { pageItems } from './page-items';
import { usePagination } from './use-pagination';
import { Pagination } from './pagination';

function PagedList({ count }: { count: number }) {
  const items = Array.from({ length: count }, (_, i) => `ردیف ${i + 1}`);
  const { page, pageCount, pageItems: rows, goTo } = usePagination(items);
  return (
    <>
      <ul aria-label="ردیف‌ها">
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onPageChange={goTo} />
    </>
  );
}

describe('pageItems', () => {
  it('keeps three pages at each end and one on each side of the current page', () => {
    expect(pageItems(10, 20)).toEqual([1, 2, 3, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 18, 19, 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'ellipsis-end', 18, 19, 20]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows a lone hidden page instead of an ellipsis', () => {
    expect(pageItems(6, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis-end', 10, 11, 12]);
  });
});

describe('Pagination', () => {
  it('shows 10 rows per page on desktop with Persian page numbers', async () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    const { user } = renderWithProviders(<PagedList count={25} />);
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent?.startsWith('ردیف'))).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'صفحه ۱' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'صفحه قبل' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'صفحه ۳' }));
    expect(screen.getByText('ردیف 21')).toBeInTheDocument();
    expect(screen.queryByText('ردیف 1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'صفحه ۳' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'صفحه بعد' })).toBeDisabled();
    expect(scroll).toHaveBeenCalled();
  });

  it('shows 6 rows per page on mobile and moves with prev/next', async () => {
    const { user } = renderWithProviders(<PagedList count={13} />, { viewport: 'mobile' });
    expect(screen.getByText('ردیف 6')).toBeInTheDocument();
    expect(screen.queryByText('ردیف 7')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'صفحه بعد' }));
    expect(screen.getByText('ردیف 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'صفحه قبل' }));
    expect(screen.getByText('ردیف 1')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'صفحه‌بندی' })).toBeInTheDocument();
  });

  it('is hidden when everything fits on one page', () => {
    renderWithProviders(<PagedList count={4} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
