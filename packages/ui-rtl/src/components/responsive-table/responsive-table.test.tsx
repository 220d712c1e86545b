import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing';
import { ResponsiveTable } from './responsive-table';
import { DetailsButton, sampleColumns, sampleRows, type SampleRow } from './sample-rows';

const rows = sampleRows.slice(0, 3);
const base = { columns: sampleColumns, getRowKey: (row: SampleRow) => row.id, caption: 'گزارش پورسانت' };

describe('ResponsiveTable', () => {
  it('is a table with Persian numbers and a total row on desktop', () => {
    renderWithProviders(
      <ResponsiveTable
        {...base}
        rows={rows}
        total={{ label: 'جمع کل', values: { uses: '۱۵', amount: '۷۵۰٬۰۰۰ ریال' } }}
      />,
    );
    const table = screen.getByRole('table', { name: 'گزارش پورسانت' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ردیف', 'کد تخفیف', 'درصد تخفیف', 'تعداد استفاده', 'مبلغ پورسانت']);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(firstRow).toHaveTextContent('۱۲۵٬۰۰۰ ریال');
    expect(firstRow).toHaveTextContent('۱۰٪');
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('جمع کل');
  });

  it('is a list of cards with header: value pairs and an action on mobile', async () => {
    const open = vi.fn();
    const { user } = renderWithProviders(
      <ResponsiveTable
        {...base}
        rows={rows}
        cardAction={(row) => (
          <span onClick={() => open(row.id)}>
            <DetailsButton row={row} />
          </span>
        )}
      />,
      { viewport: 'mobile' },
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'گزارش پورسانت' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByText('تعداد استفاده')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('۵')).toBeInTheDocument();
    // The row number column is desktop-only.
    expect(within(cards[0]!).queryByText('ردیف')).not.toBeInTheDocument();
    await user.click(within(cards[2]!).getByRole('button', { name: /مشاهده جزئیات/ }));
    expect(open).toHaveBeenCalledWith(3);
  });

  it('shows the loading, error and empty states instead of rows', () => {
    const { rerender } = renderWithProviders(<ResponsiveTable {...base} rows={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('در حال بارگذاری');
    rerender(<ResponsiveTable {...base} rows={[]} error="در دریافت پورسانت‌ها خطایی رخ داد" />);
    expect(screen.getByRole('alert')).toHaveTextContent('در دریافت پورسانت‌ها خطایی رخ داد');
    rerender(<ResponsiveTable {...base} rows={[]} />);
    expect(screen.getByText('گزارشی برای نمایش وجود ندارد')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
