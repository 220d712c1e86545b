import { fixtures, respondWith } from '@clorofil/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@clorofil/ui-rtl';
import { describe, expect, it } from 'vitest';
import { server, startMockApi } from '../../test-support/mock-api';
import { renderApp } from '../../test-support/render-app';

startMockApi();

const block = () => screen.findByTestId('user-block');

describe('the member block of the side menu', () => {
  it('shows an approved member their name, mobile, type and balance in Persian digits', async () => {
    const { user, router } = renderApp(paths.dashboard, { signedIn: true });
    const member = await block();
    await within(member).findByText('سارا محمدی');
    expect(member).toHaveTextContent('۰۹۱۲۰۰۰۰۰۰۱');
    expect(within(member).getByText('معلم')).toBeInTheDocument();
    expect(within(member).getByText('شما ۱٬۲۵۰ کلروفیل دارید')).toBeInTheDocument();

    await user.click(within(member).getByRole('link', { name: /اطلاعات کاربری سارا محمدی/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.account));
  });

  it('calls a member whose type is not approved yet «عضو باشگاه»', async () => {
    server.use(respondWith('getProfile', fixtures.studentProfile));
    renderApp(paths.dashboard, { signedIn: true });
    const member = await block();
    await within(member).findByText('علی رضایی');
    expect(within(member).getByText('عضو باشگاه')).toBeInTheDocument();
    expect(within(member).queryByText('دانش‌آموز')).not.toBeInTheDocument();
  });

  it('tells a new member without points that they have none yet', async () => {
    server.use(respondWith('getProfile', fixtures.newMemberProfile));
    renderApp(paths.dashboard, { signedIn: true, phone: '09120000003' });
    const member = await block();
    expect(await within(member).findByText('شما هنوز کلروفیلی ندارید')).toBeInTheDocument();
    expect(within(member).getByText('عضو باشگاه')).toBeInTheDocument();
    expect(member).toHaveTextContent('۰۹۱۲۰۰۰۰۰۰۳');
  });

  it('signs the member out from the logout icon', async () => {
    const { user, redirects } = renderApp(paths.dashboard, { signedIn: true });
    await user.click(within(await block()).getByRole('button', { name: 'خروج' }));
    await waitFor(() => expect(redirects.some((url) => new URL(url).pathname === '/session/end')).toBe(true));
  });
});
