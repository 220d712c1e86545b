import { contentStaffMessages } from '@clorofil/api-client/contract';
import { csvFileResponse, errorResponse, respondWith, staffMenuFixtures } from '@clorofil/api-client/testing';
import { paths } from '@clorofil/app-kit';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MenusPage } from './menus-page';

setupAppTests();

type Handlers = NonNullable<NonNullable<Parameters<typeof renderWithApp>[1]>['handlers']>;
const page = (handlers: Handlers = []) =>
  renderWithApp(<MenusPage />, { route: paths.operator.menus, persona: 'reviewer', handlers });

describe('the menus console', () => {
  it('shows both menus: content pages by their title, links with editable label and target', async () => {
    page();
    const header = await screen.findByTestId('menu-header');
    const items = within(header).getAllByRole('listitem');
    expect(items).toHaveLength(staffMenuFixtures.header.length);
    expect(items[0]).toHaveTextContent('باشگاه مشتریان چیست؟');
    expect(within(items[0]!).getByText('صفحهٔ محتوایی')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('textbox', { name: /^برچسب/ })).toHaveValue('جایزه‌ها');
    expect(within(items[1]!).getByRole('textbox', { name: /^مقصد/ })).toHaveValue('/rewards');
    // A content page's entry moves and hides but is never removed.
    expect(within(items[0]!).queryByRole('button', { name: /^حذف پیوند/ })).toBeNull();
  });

  it('sends both menus in their new order, pages by key and links with label and target', async () => {
    let sent: unknown;
    const { user } = page([
      http.put('*/api/staff/Menus', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(staffMenuFixtures);
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'پایین بردن «باشگاه مشتریان چیست؟»' }));
    const footer = screen.getByTestId('menu-footer');
    await user.click(within(footer).getByRole('checkbox', { name: /خوش آمدید/ }));
    await user.click(
      within(screen.getByRole('region', { name: 'منوی بالای صفحه' })).getByRole('button', { name: 'افزودن پیوند' }),
    );
    const added = within(screen.getByTestId('menu-header')).getAllByRole('listitem').at(-1)!;
    // Pasted: typing each key is slow on a busy machine.
    await user.click(within(added).getByRole('textbox', { name: /^برچسب/ }));
    await user.paste('وبلاگ');
    await user.click(within(added).getByRole('textbox', { name: /^مقصد/ }));
    await user.paste('https://blog.example.ir');
    await user.click(screen.getByRole('button', { name: 'انتشار منوها' }));
    await waitFor(() =>
      expect(sent).toEqual({
        header: [
          { key: 'link-1', label: 'جایزه‌ها', url: '/rewards', visible: true },
          { key: 'باشگاه-مشتریان-چیست', visible: true },
          { label: 'وبلاگ', url: 'https://blog.example.ir', visible: true },
        ],
        footer: [
          { key: 'about-us', visible: true },
          { key: 'contact-us', visible: true },
          { key: 'welcome', visible: true },
          { key: 'link-2', label: 'فروشگاه اینترنتی', url: 'https://shop.example.ir', visible: true },
        ],
        editVersion: staffMenuFixtures.editVersion,
      }),
    );
    expect(await screen.findByText('منوها منتشر شد و بازدیدکنندگان آن را می‌بینند.')).toBeInTheDocument();
  });

  it('refuses a save over another operator’s in Persian, sends nothing again, and reloads their menus on request', async () => {
    let reads = 0;
    const theirs = {
      ...staffMenuFixtures,
      header: [
        ...staffMenuFixtures.header,
        { key: 'link-9', label: 'وبلاگ همکار', url: '/scores', visible: true, page: false },
      ],
      editVersion: staffMenuFixtures.editVersion + 1,
    };
    let saves = 0;
    const { user } = page([
      http.get('*/api/staff/Menus', () => HttpResponse.json(reads++ === 0 ? staffMenuFixtures : theirs)),
      http.put('*/api/staff/Menus', () => {
        saves += 1;
        return HttpResponse.json({ Message: contentStaffMessages.menusStale }, { status: 409 });
      }),
    ]);
    const label = within(await screen.findByTestId('menu-header')).getByRole('textbox', { name: /^برچسب/ });
    await user.clear(label);
    await user.paste('جایزه‌های من');
    await user.click(screen.getByRole('button', { name: 'انتشار منوها' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(contentStaffMessages.menusStale);
    expect(saves).toBe(1);
    // What the operator typed stays until they choose to see the other change.
    expect(label).toHaveValue('جایزه‌های من');
    await user.click(within(alert).getByRole('button', { name: 'بارگذاری دوباره' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    const header = within(screen.getByTestId('menu-header')).getAllByRole('listitem');
    expect(header).toHaveLength(3);
    expect(within(header[2]!).getByRole('textbox', { name: /^برچسب/ })).toHaveValue('وبلاگ همکار');
  });

  it('shows the API’s refusal of a target under that field, in Persian', async () => {
    const { user } = page([
      errorResponse('saveMenus', 400, {
        Message: 'اطلاعات واردشده معتبر نیست.',
        errors: { 'header.1.url': contentStaffMessages.menuTarget },
      }),
    ]);
    const target = within(await screen.findByTestId('menu-header')).getByRole('textbox', { name: /^مقصد/ });
    await user.clear(target);
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'انتشار منوها' }));
    expect(await screen.findByText(contentStaffMessages.menuTarget)).toBeInTheDocument();
    expect(target).toHaveAttribute('aria-invalid', 'true');
  });

  it('downloads both menus as CSV, and offers no file of two empty menus', async () => {
    const saved = captureDownloads().names;
    const file = csvFileResponse('exportStaffMenus', 'menus.csv');
    const { user, unmount } = page([file.handler]);
    await screen.findByTestId('menu-header');
    await user.click(screen.getByRole('button', { name: 'دریافت منوها (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['menus.csv']));
    expect(file.asked).toEqual(['']);
    unmount();

    page([respondWith('getStaffMenus', { ...staffMenuFixtures, header: [], footer: [] })]);
    await screen.findByTestId('menu-header');
    expect(screen.queryByRole('button', { name: 'دریافت منوها (CSV)' })).not.toBeInTheDocument();
  });

  it('says so when the menus cannot be read', async () => {
    page([errorResponse('getStaffMenus', 500)]);
    expect(await screen.findByText('منوها دریافت نشد.')).toBeInTheDocument();
  });
});
