import { errorResponse, fixtures, mockApi, respondWith } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { scoresPaths } from '../../paths';
import { LiabilityPage } from './liability-page';

setupAppTests();

const open = (route: string = scoresPaths.liability) =>
  renderWithApp(<LiabilityPage />, { route, persona: 'reviewer' });

describe('the points liability', () => {
  it('shows what the club owes, its value in toman, and every month newest first', async () => {
    open();
    const summary = await screen.findByText('جمع بدهی امتیازی');
    expect(summary.nextElementSibling).toHaveTextContent('۱۹۶٬۵۹۰ کلروفیل');
    expect(screen.getByText('ارزش ریالی').nextElementSibling).toHaveTextContent('۱۹۶٬۵۹۰٬۰۰۰ تومان');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(fixtures.pointsLiability.months.length);
    expect(within(rows[0]!).getByText('آذر ۱۴۰۵')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('۴۴٬۱۰۰');
  });

  it('reads the liability at the end of a typed past day, kept in the address', async () => {
    const asked: (string | null)[] = [];
    mockApi.use(
      http.get('*/api/staff/Reports/Liability', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('on'));
        return HttpResponse.json(fixtures.pointsLiability);
      }),
    );
    const { user, router } = open();
    await screen.findByText('جمع بدهی امتیازی');
    await user.type(screen.getByRole('textbox', { name: /مانده در پایان روز/ }), '۱۴۰۵/۰۸/۳۰');
    await user.click(screen.getByRole('button', { name: 'نمایش' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?on=${encodeURIComponent('1405/08/30')}`));
    await waitFor(() => expect(asked.at(-1)).toBe('1405/08/30'));
    expect(asked[0]).toBeNull();
  });

  it('says so when no point has been issued yet', async () => {
    mockApi.use(respondWith('getPointsLiability', fixtures.emptyPointsLiability));
    open();
    expect(await screen.findByText('تا پایان ۱۴۰۵/۰۹/۱۳ هنوز امتیازی صادر نشده است.')).toBeInTheDocument();
  });

  it('offers to try again when the report cannot be read', async () => {
    mockApi.use(errorResponse('getPointsLiability', 500));
    const { user } = open();
    expect(await screen.findByText('گزارش بدهی امتیازی دریافت نشد')).toBeInTheDocument();
    mockApi.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('جمع بدهی امتیازی')).toBeInTheDocument();
  });
});
