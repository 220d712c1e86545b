import { memberCareMessages } from '@clorofil/api-client/contract';
import { csvFileResponse, errorResponse, handlerFor, defaultResolvers } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberCareHandlers } from '../mocks/handlers';
import { memberCarePaths } from '../paths';
import { MembersPage } from './members-page';

setupAppTests();

describe('finding a member', () => {
  it('searches what support typed (Persian digits kept for the API to read), keeps it in the address and links the member', async () => {
    const asked: string[] = [];
    const { user, router } = renderWithApp(<MembersPage />, {
      route: memberCarePaths.members,
      persona: 'reviewer',
      handlers: [
        handlerFor('findMembers', (info) => {
          asked.push(new URL(info.request.url).searchParams.get('q') ?? '');
          return defaultResolvers.findMembers(info);
        }),
      ],
    });
    expect(screen.getByText(/او را با موبایل، کد ملی یا نامش پیدا کنید/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'موبایل، کد ملی یا نام عضو' }), '۰۹۱۲۰۰۰۰۰۰۱');
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    const link = await screen.findByRole('link', { name: 'امیرحسین محمدی' });
    expect(link).toHaveAttribute('href', memberCarePaths.member(1));
    expect(asked).toEqual(['۰۹۱۲۰۰۰۰۰۰۱']);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('۰۹۱۲۰۰۰۰۰۰۱');
    const row = link.closest('tr')!;
    expect(within(row).getByText('۰۹۱۲۰۰۰۰۰۰۱')).toBeInTheDocument();
    expect(within(row).getByText('*******۳۶۶')).toBeInTheDocument();
    expect(row).toHaveTextContent('۱٬۲۵۰');
  });

  it('opens with the search its address names', async () => {
    renderWithApp(<MembersPage />, { route: `${memberCarePaths.members}?q=محمدی`, persona: 'reviewer' });
    expect(await screen.findByRole('link', { name: 'امیرحسین محمدی' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('محمدی');
  });

  it('downloads the results of the search in the address as CSV', async () => {
    const saved = captureDownloads().names;
    const file = csvFileResponse('exportMemberSearch', 'member-search.csv');
    const { user } = renderWithApp(<MembersPage />, {
      route: `${memberCarePaths.members}?q=${encodeURIComponent('محمدی')}`,
      persona: 'reviewer',
      handlers: [file.handler],
    });
    await screen.findByRole('link', { name: 'امیرحسین محمدی' });
    await user.click(screen.getByRole('button', { name: 'دریافت فهرست (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['member-search.csv']));
    expect(file.asked).toEqual([`?q=${encodeURIComponent('محمدی')}`]);
  });

  it('asks for something before searching, and shows the API’s reason for a partial number under the box', async () => {
    const { user } = renderWithApp(<MembersPage />, {
      route: memberCarePaths.members,
      persona: 'reviewer',
      handlers: memberCareHandlers.searchRefused,
    });
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    expect(screen.getByRole('alert')).toHaveTextContent('موبایل، کد ملی یا نام عضو را بنویسید.');
    await user.type(screen.getByRole('searchbox'), '0912');
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(memberCareMessages.searchDigits);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when nobody matches', async () => {
    renderWithApp(<MembersPage />, {
      route: `${memberCarePaths.members}?q=کسی`,
      persona: 'reviewer',
      handlers: memberCareHandlers.searchEmpty,
    });
    expect(await screen.findByText('عضوی با این مشخصات پیدا نشد')).toBeInTheDocument();
    // No file of nothing.
    expect(screen.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  });

  it('offers another try when the search fails', async () => {
    renderWithApp(<MembersPage />, {
      route: `${memberCarePaths.members}?q=محمدی`,
      persona: 'reviewer',
      handlers: [errorResponse('findMembers', 500)],
    });
    expect(await screen.findByText('جستجو انجام نشد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  });
});
