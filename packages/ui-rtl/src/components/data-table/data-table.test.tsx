import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toPersianDigits } from '../../format';
import { renderWithProviders } from '../../testing';
import { DataTable } from './data-table';
import { sampleColumns, sampleHolders, sampleRoleFilter, type SampleHolder } from './sample-holders';
import type { TableView } from './table-address';
import type { DataTableProps } from './types';
import { useDataTableView } from './use-data-table-view';

function renderTable(route = '/holders', props: Partial<DataTableProps<SampleHolder>> = {}) {
  return renderWithProviders(
    <DataTable
      caption="دارندگان نقش"
      columns={sampleColumns}
      rows={sampleHolders}
      getRowId={(row) => row.mobile}
      searchLabel="جستجو در نام یا موبایل"
      selectFilters={[sampleRoleFilter]}
      pageSize={10}
      {...props}
    />,
    { route },
  );
}

const bodyRows = () => screen.getAllByTestId('data-table-row');
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('DataTable', () => {
  it('shows one page with Persian digits and pages through the rest, the page in the address', async () => {
    const { user, router } = renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('۲۷ مورد')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('۰۹۱۲۱۰۰۰۰۰۰')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'صفحه ۳' }));
    expect(bodyRows()).toHaveLength(7);
    expect(search(router).get('page')).toBe('3');
  });

  it('sorts by a header pressed from the keyboard, says so with aria-sort, and keeps it in the address', async () => {
    const { user, router } = renderTable('/holders', { pageSize: 30 });
    const header = screen.getByRole('columnheader', { name: /نام/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(search(router).get('sort')).toBe('name');
    // Persian order (پ چ ژ before س), not code-point order (س before پ).
    expect([...new Set(firstCells())]).toEqual([
      'آرش یگانه',
      'بهار سلیمی',
      'پویا رضایی',
      'چنگیز نادری',
      'ژاله کریمی',
      'سارا احمدی',
      'گلاره محمدی',
    ]);
    await user.keyboard(' ');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(search(router).get('sort')).toBe('-name');
    expect(firstCells()[0]).toBe('گلاره محمدی');
  });

  it('opens a shared link with its sort, filters and page', () => {
    renderTable('/holders?sort=-points&role=admin&page=2');
    expect(screen.getByRole('columnheader', { name: /امتیاز/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('combobox', { name: 'نقش' })).toHaveValue('admin');
    expect(screen.getByText('۹ مورد از ۲۷')).toBeInTheDocument();
    // Nine admins, ten a page: a second page does not exist, so the last one shows.
    return waitFor(() => expect(bodyRows()).toHaveLength(9));
  });

  it('filters by text across columns, Persian and Arabic digits and letters alike', async () => {
    const { user, router } = renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'جستجو در نام یا موبایل' }), 'ژاله');
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(firstCells().every((name) => name === 'ژاله کریمی')).toBe(true);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '۰۹۱۲۱۰۰۰۰۰۰');
    expect(bodyRows()).toHaveLength(1);
    expect(search(router).get('q')).toBe('۰۹۱۲۱۰۰۰۰۰۰');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'پويا'); // Arabic yeh
    expect(firstCells().every((name) => name === 'پویا رضایی')).toBe(true);
  });

  it('filters by a select, starting again at page 1, and clears filters that match nothing', async () => {
    const { user, router } = renderTable('/holders?page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'نقش' }), 'reviewer');
    expect(search(router).get('role')).toBe('reviewer');
    expect(search(router).get('page')).toBeNull();
    expect(screen.getByText('۹ مورد از ۲۷')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'نام‌ناموجود');
    expect(screen.getByText('موردی با این فیلترها پیدا نشد')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'پاک کردن فیلترها' }));
    expect(bodyRows()).toHaveLength(10);
    expect(router.state.location.search).toBe('');
  });

  it('ignores what it does not know in the address', () => {
    renderTable('/holders?sort=secret&role=root&page=x');
    expect(screen.getByRole('columnheader', { name: /نام/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('combobox', { name: 'نقش' })).toHaveValue('');
    expect(bodyRows()).toHaveLength(10);
  });

  it('opens a row to show its details', async () => {
    const { user } = renderTable('/holders', {
      renderDetails: (row) => <p>جزئیات {row.name}</p>,
      detailsLabel: (row) => `جزئیات ${row.mobile}`,
    });
    const toggle = screen.getByRole('button', { name: 'جزئیات 09121000000' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent('جزئیات سارا احمدی');
  });

  it('shows a skeleton while loading, the empty message, and an error with retry', async () => {
    const { rerender, user } = renderTable('/holders', { rows: undefined });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <DataTable
        caption="دارندگان نقش"
        columns={sampleColumns}
        rows={[]}
        getRowId={(row) => row.mobile}
        emptyMessage="هنوز نقشی داده نشده"
      />,
    );
    expect(screen.getByText('هنوز نقشی داده نشده')).toBeInTheDocument();
    const retry = vi.fn();
    rerender(
      <DataTable
        caption="دارندگان نقش"
        columns={sampleColumns}
        rows={undefined}
        getRowId={(row) => row.mobile}
        error="فهرست دریافت نشد"
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('فهرست دریافت نشد');
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

/** A page whose "API" (the sample list) filters, sorts and pages from the view the address holds. */
function RemoteHolders({ asked }: { asked: TableView[] }) {
  const view = useDataTableView({ columns: sampleColumns, selectFilters: [sampleRoleFilter], defaultSort: 'mobile' });
  asked.push(view);
  const matching = sampleHolders
    .filter((row) => !view.filters.role || row.role === view.filters.role)
    .filter((row) => row.name.includes(view.query))
    .sort((a, b) => (view.sort?.desc ? b.points - a.points : a.mobile.localeCompare(b.mobile)));
  return (
    <DataTable
      caption="دارندگان نقش"
      columns={sampleColumns}
      rows={matching.slice((view.page - 1) * 10, view.page * 10)}
      getRowId={(row) => row.mobile}
      searchLabel="جستجو در نام"
      selectFilters={[sampleRoleFilter]}
      defaultSort="mobile"
      pageSize={10}
      remote={{ total: matching.length }}
    />
  );
}

describe('DataTable with a list the API pages (remote)', () => {
  it('shows the page it is given as it came, pages by the total, and asks for the next page in the address', async () => {
    const asked: TableView[] = [];
    const { user, router } = renderWithProviders(<RemoteHolders asked={asked} />, { route: '/holders' });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('۲۷ مورد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'صفحه ۳' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'صفحه ۳' }));
    expect(search(router).get('page')).toBe('3');
    expect(asked.at(-1)!.page).toBe(3);
    // The table does not cut again: the API's third page is all there is to show.
    expect(bodyRows()).toHaveLength(7);
  });

  it('leaves sorting and filtering to the API: a header press and a filter change the address it reads', async () => {
    const asked: TableView[] = [];
    const { user, router } = renderWithProviders(<RemoteHolders asked={asked} />, { route: '/holders?page=2' });
    const order = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    await user.click(screen.getByRole('button', { name: /امتیاز/ }));
    await user.click(screen.getByRole('button', { name: /امتیاز/ }));
    expect(search(router).get('sort')).toBe('-points');
    expect(asked.at(-1)).toMatchObject({ sort: { id: 'points', desc: true }, page: 1 });
    // The API's order, most points first, as it came.
    expect(order()[0]).toBe(toPersianDigits([...sampleHolders].sort((a, b) => b.points - a.points)[0]!.mobile));
    await user.selectOptions(screen.getByRole('combobox', { name: 'نقش' }), 'admin');
    expect(asked.at(-1)).toMatchObject({ filters: { role: 'admin' }, page: 1 });
    expect(screen.getByText('۹ مورد')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'ناموجود');
    expect(asked.at(-1)!.query).toBe('ناموجود');
    expect(screen.getByText('موردی با این فیلترها پیدا نشد')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'پاک کردن فیلترها' }));
    expect(bodyRows()).toHaveLength(10);
  });

  it('never sorts or filters the page itself', async () => {
    // An "API" that answers the first ten rows whatever it is asked.
    const { user } = renderWithProviders(
      <DataTable
        caption="دارندگان نقش"
        columns={sampleColumns}
        rows={sampleHolders.slice(0, 10)}
        getRowId={(row) => row.mobile}
        searchLabel="جستجو در نام"
        pageSize={10}
        remote={{ total: 27 }}
      />,
      { route: '/holders' },
    );
    const before = firstCells();
    await user.click(screen.getByRole('button', { name: /امتیاز/ }));
    await user.type(screen.getByRole('searchbox'), 'سارا');
    expect(firstCells()).toEqual(before);
  });

  it('opens the last page when the address asks for one past the end', async () => {
    const { router } = renderWithProviders(<RemoteHolders asked={[]} />, { route: '/holders?page=9' });
    await waitFor(() => expect(search(router).get('page')).toBe('3'));
    expect(bodyRows()).toHaveLength(7);
  });
});
