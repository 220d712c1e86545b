import { fixtures, mockApi, respondWith } from '@clorofil/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@clorofil/app-kit';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../app-under-test';
import { setupAppTests } from '@clorofil/auth/testing';

setupAppTests();

const block = () => screen.findByTestId('user-block');

describe('the member block of the side menu', () => {
  it('shows an approved member their name, mobile, type and balance in Persian digits', async () => {
    const { user, router } = renderApp(paths.dashboard, { persona: 'student' });
    const member = await block();
    await within(member).findByText('امیرحسین محمدی');
    expect(member).toHaveTextContent('۰۹۱۲۰۰۰۰۰۰۱');
    expect(within(member).getByText('دانش‌آموز')).toBeInTheDocument();
    expect(within(member).getByText('شما ۱٬۲۵۰ کلروفیل دارید')).toBeInTheDocument();

    await user.click(within(member).getByRole('link', { name: /اطلاعات کاربری امیرحسین محمدی/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.account));
  });

  it('calls a member whose type is not approved yet «عضو باشگاه»', async () => {
    mockApi.use(respondWith('getProfile', fixtures.studentProfile));
    renderApp(paths.dashboard, { persona: 'student' });
    const member = await block();
    await within(member).findByText('علی رضایی');
    expect(within(member).getByText('عضو باشگاه')).toBeInTheDocument();
    expect(within(member).queryByText('دانش‌آموز')).not.toBeInTheDocument();
  });

  it('tells a new member without points that they have none yet', async () => {
    renderApp(paths.dashboard, { persona: 'newMember' });
    const member = await block();
    expect(await within(member).findByText('شما هنوز کلروفیلی ندارید')).toBeInTheDocument();
    expect(within(member).getByText('عضو باشگاه')).toBeInTheDocument();
    expect(member).toHaveTextContent('۰۹۱۲۰۰۰۰۰۰۳');
  });

  it('signs the member out from the logout icon', async () => {
    const { user, redirects } = renderApp(paths.dashboard, { persona: 'student' });
    await user.click(within(await block()).getByRole('button', { name: 'خروج' }));
    await waitFor(() => expect(redirects.some((url) => new URL(url).pathname === '/session/end')).toBe(true));
  });
});
