import { apiQueries } from '@clorofil/api-client';
import {
  createTestQueryClient,
  errorResponse,
  mockApi,
  networkError,
  slowResponse,
} from '@clorofil/api-client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, setupAppTests, withCommitLog, type RenderWithAppOptions } from '../testing';
import { RequireCommissionEligible } from './require-commission-eligible';

setupAppTests();

function renderGuard(options: RenderWithAppOptions = {}) {
  return renderWithApp(
    <RequireCommissionEligible>
      <h1>پورسانت‌ها</h1>
    </RequireCommissionEligible>,
    {
      persona: 'partner',
      route: '/financial/commission',
      routes: [{ path: '/403', element: <h1>دسترسی ندارید</h1> }],
      ...options,
    },
  );
}

describe('RequireCommissionEligible', () => {
  it('shows a loader until the profile is known, then the page to a commission partner', async () => {
    renderGuard({ handlers: [slowResponse('getProfile', 150)] });
    expect(screen.getByRole('status')).toHaveTextContent('لطفاً چند لحظه صبر کنید…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'پورسانت‌ها' })).toBeInTheDocument();
  });

  it('shows the page in a deferred render of its own, not in the update that brings the profile', async () => {
    const queryClient = createTestQueryClient();
    const { ui, log } = withCommitLog(
      <RequireCommissionEligible>
        <h1>پورسانت‌ها</h1>
      </RequireCommissionEligible>,
      () => ({
        answered: queryClient.getQueryData(apiQueries.profile().queryKey) !== undefined,
        page: screen.queryByRole('heading', { name: 'پورسانت‌ها' }) !== null,
      }),
    );
    renderWithApp(ui, { persona: 'partner', route: '/financial/commission', queryClient });
    expect(await screen.findByRole('heading', { name: 'پورسانت‌ها' })).toBeInTheDocument();
    // The answer's own update is synchronous: the loader stays in it, the page follows in slices.
    expect(log).toContainEqual({ answered: true, page: false });
  });

  it('sends a member who is not eligible to /403 once the profile has loaded', async () => {
    const { router } = renderGuard({ persona: 'student' });
    expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/403');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers to try again instead of /403 when the profile could not be loaded', async () => {
    const { router, user } = renderGuard({ handlers: [networkError('getProfile')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('ارتباط با سرور برقرار نشد');
    expect(router.state.location.pathname).toBe('/financial/commission');

    mockApi.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { name: 'پورسانت‌ها' })).toBeInTheDocument();
  });

  it('reads a server error in the server’s words', async () => {
    renderGuard({ handlers: [errorResponse('getProfile', 500)] });
    expect(await screen.findByRole('alert')).toHaveTextContent('خطای سرور');
  });
});
