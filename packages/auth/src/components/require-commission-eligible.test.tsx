import { errorResponse, fixtures, handlers, networkError, respondWith, slowResponse } from '@clorofil/api-client/mocks';
import { renderWithProviders } from '@clorofil/ui-rtl/testing';
import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useMemberStore } from '../member/member-store';
import { RequireCommissionEligible } from './require-commission-eligible';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useMemberStore.getState().clear();
});
afterAll(() => server.close());

// What AuthRoot does once the member is signed in.
function LoadProfile() {
  useEffect(() => void useMemberStore.getState().refreshProfile(), []);
  return null;
}

function renderGuard() {
  return renderWithProviders(
    <>
      <LoadProfile />
      <RequireCommissionEligible>
        <h1>پورسانت‌ها</h1>
      </RequireCommissionEligible>
    </>,
    { route: '/financial/commission', routes: [{ path: '/403', element: <h1>دسترسی ندارید</h1> }] },
  );
}

describe('RequireCommissionEligible', () => {
  it('shows a loader until the profile is known, then the page to a commission partner', async () => {
    server.use(slowResponse('getProfile', 150));
    renderGuard();
    expect(screen.getByRole('status')).toHaveTextContent('لطفاً چند لحظه صبر کنید…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'پورسانت‌ها' })).toBeInTheDocument();
  });

  it('sends a member who is not eligible to /403 once the profile has loaded', async () => {
    server.use(respondWith('getProfile', fixtures.studentProfile));
    const { router } = renderGuard();
    expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/403');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers to try again instead of /403 when the profile could not be loaded', async () => {
    server.use(networkError('getProfile'));
    const { router, user } = renderGuard();
    expect(await screen.findByRole('alert')).toHaveTextContent('ارتباط با سرور برقرار نشد');
    expect(router.state.location.pathname).toBe('/financial/commission');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { name: 'پورسانت‌ها' })).toBeInTheDocument();
  });

  it('reads a server error in the server’s words', async () => {
    server.use(errorResponse('getProfile', 500));
    renderGuard();
    expect(await screen.findByRole('alert')).toHaveTextContent('خطای سرور');
  });
});
