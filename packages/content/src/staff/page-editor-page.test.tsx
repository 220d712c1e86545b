import { contentStaffMessages } from '@clorofil/api-client/contract';
import { errorResponse, staffPageFixtures } from '@clorofil/api-client/testing';
import { paths } from '@clorofil/app-kit';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PageEditorPage } from './page-editor-page';

setupAppTests();

type Handlers = NonNullable<NonNullable<Parameters<typeof renderWithApp>[1]>['handlers']>;
const editor = (slug: string, handlers: Handlers = []) =>
  renderWithApp(<PageEditorPage />, {
    route: paths.operator.page(slug),
    path: paths.patterns.operatorPage,
    persona: 'reviewer',
    handlers,
  });

describe('the page editor', () => {
  it('opens the waiting draft in the rich-text editor, and previews it with the members’ page', async () => {
    editor('about-us');
    expect(await screen.findByRole('textbox', { name: /^عنوان صفحه/ })).toHaveValue('درباره‌ی ما');
    const body = screen.getByRole('textbox', { name: 'متن صفحه' });
    expect(body).toHaveAttribute('dir', 'rtl');
    expect(within(body).getByText('کتاب کار')).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'قالب‌بندی متن' });
    for (const name of ['عنوان بخش', 'پررنگ (Ctrl+B)', 'کج (Ctrl+I)', 'فهرست نقطه‌ای', 'فهرست شماره‌دار', 'نقل قول'])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    // What the preview frame draws is proven in a real browser (the story PreviewPhone, e2e
    // operator-content): jsdom does not load a frame's document.
    const preview = screen.getByTestId('page-preview');
    expect(within(preview).getByText(/پیش‌نویس ذخیره‌شده/)).toBeInTheDocument();
    expect((within(preview).getByTitle(/رایانه/) as HTMLIFrameElement).style.width).toBe('1280px');
  });

  it('saves the draft with the edit version it was opened at, and publishes it with the reason', async () => {
    let sent: unknown;
    let published: unknown;
    const { user } = editor('about-us', [
      http.put('*/api/staff/Pages/:slug/Draft', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...staffPageFixtures.aboutUs, editVersion: 5 });
      }),
      http.post('*/api/staff/Pages/:slug/Publish', async ({ request }) => {
        published = await request.json();
        return HttpResponse.json({ ...staffPageFixtures.aboutUs, editVersion: 6, draft: null });
      }),
    ]);
    const title = await screen.findByRole('textbox', { name: /^عنوان صفحه/ });
    await user.clear(title);
    await user.type(title, 'دربارهٔ انتشارات');
    expect(screen.getByTestId('unsaved-note')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }));
    await waitFor(() =>
      expect(sent).toEqual({
        title: 'دربارهٔ انتشارات',
        content: staffPageFixtures.aboutUs.draft.content,
        editVersion: 4,
      }),
    );
    await user.type(screen.getByRole('textbox', { name: 'دلیل انتشار (اختیاری)' }), 'متن تازهٔ سال');
    await user.click(screen.getByRole('button', { name: 'انتشار برای اعضا' }));
    await waitFor(() => expect(published).toEqual({ editVersion: 5, reason: 'متن تازهٔ سال' }));
    expect(
      await screen.findByText('پیش‌نویسی در انتظار انتشار نیست؛ اعضا همان نسخهٔ منتشرشده را می‌بینند.'),
    ).toBeInTheDocument();
  });

  it('shows the second operator’s save refused in Persian, with a reload, keeping what was typed', async () => {
    const { user } = editor('about-us', [errorResponse('savePageDraft', 409, { Message: contentStaffMessages.stale })]);
    const title = await screen.findByRole('textbox', { name: /^عنوان صفحه/ });
    await user.clear(title);
    await user.type(title, 'عنوان من');
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }));
    const alert = await screen.findByText(contentStaffMessages.stale);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'بارگذاری دوباره' })).toBeInTheDocument();
    expect(title).toHaveValue('عنوان من');
  });

  it('refuses an empty title in Persian before sending anything', async () => {
    let calls = 0;
    const { user } = editor('contact-us', [
      http.put('*/api/staff/Pages/:slug/Draft', () => {
        calls += 1;
        return HttpResponse.json(staffPageFixtures.contactUs);
      }),
    ]);
    const title = await screen.findByRole('textbox', { name: /^عنوان صفحه/ });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }));
    expect(await screen.findByText('پر کردن این فیلد الزامی است')).toBeInTheDocument();
    expect(calls).toBe(0);
    // Nothing waits to be published: the seed's text is what members read.
    expect(screen.queryByRole('button', { name: 'انتشار برای اعضا' })).toBeNull();
  });

  it('says so when the page does not exist', async () => {
    editor('no-such-page');
    expect(await screen.findByText('این صفحه پیدا نشد')).toBeInTheDocument();
  });
});
