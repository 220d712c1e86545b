import { errorResponse, fixtures, requestedPaths } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { editorTexts } from '@clorofil/ui-rtl';
import { layOutForRichText } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { rewardsPaths } from '../../paths';
import { NewRewardPage, RewardEditorPage } from './reward-editor-page';

setupAppTests();
beforeAll(layOutForRichText);

const editor = (
  id: number,
  handlers: Parameters<typeof renderWithApp>[1] extends infer O
    ? O extends { handlers?: infer H }
      ? H
      : never
    : never = [],
) =>
  renderWithApp(<RewardEditorPage />, {
    route: rewardsPaths.editReward(id),
    path: rewardsPaths.editRewardPattern,
    persona: 'reviewer',
    handlers,
  });

describe('the reward editor', () => {
  it('opens the draft in the form, with the Jalali window in Tehran time and Persian digits', async () => {
    editor(41);
    expect(await screen.findByRole('textbox', { name: /^عنوان/ })).toHaveValue(fixtures.staffRewardDetail.draft!.title);
    // 2026-03-20T20:30Z is the start of 1 Farvardin 1405 in Tehran.
    const from = screen.getByRole('group', { name: /آغاز دریافت/ });
    expect(within(from).getByRole('textbox', { name: /تاریخ/ })).toHaveValue('۱۴۰۵/۰۱/۰۱');
    expect(within(from).getByRole('textbox', { name: /ساعت/ })).toHaveValue('۰۰:۰۰');
  });

  it('edits the description in the rich-text editor, keeping its bold, and saves the editor’s HTML', async () => {
    let sent: { description?: string } | undefined;
    const { user } = editor(41, [
      http.put('*/api/staff/Rewards/:id/Draft', async ({ request }) => {
        sent = (await request.json()) as { description?: string };
        return HttpResponse.json(fixtures.staffRewardDetail);
      }),
    ]);
    const description = await screen.findByRole('textbox', { name: 'توضیحات' });
    expect(description).toHaveAttribute('contenteditable', 'true');
    expect(within(description).getByText('کدهای تخفیف من').tagName).toBe('STRONG');
    const toolbar = screen.getByRole('toolbar', { name: editorTexts.toolbar });
    await user.click(within(toolbar).getByRole('button', { name: editorTexts.bullet }));
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }));
    await waitFor(() => expect(sent?.description).toMatch(/^<ul><li><p>.*<strong>کدهای تخفیف من<\/strong>/));
  });

  it('asks for the reason of a price change before publishing, and publishes with it', async () => {
    const { user } = editor(41);
    const publish = await screen.findByRole('button', { name: 'انتشار برای اعضا' });
    expect(screen.getByText(/قیمت از/)).toHaveTextContent('قیمت از ۴۰۰ به ۴۵۰ کلروفیل تغییر می‌کند.');
    await user.click(publish);
    expect(await screen.findByRole('alert')).toHaveTextContent('لطفاً دلیل تغییر قیمت را بنویسید');
    await user.type(screen.getByRole('textbox', { name: /دلیل تغییر قیمت/ }), 'گران شدن کاغذ');
    await user.click(publish);
    expect(await screen.findByText('جایزه منتشر شد و اعضا نسخهٔ تازه را می‌بینند.')).toBeInTheDocument();
  });

  it('shows someone else’s change as a Persian refusal with a reload, and keeps what was typed', async () => {
    const { user } = editor(41, [
      errorResponse('saveRewardDraft', 409, {
        Message: 'شخص دیگری این جایزه را تغییر داده است؛ صفحه را دوباره بارگذاری کنید تا تغییر او را ببینید.',
      }),
    ]);
    const title = await screen.findByRole('textbox', { name: /^عنوان/ });
    await user.clear(title);
    await user.type(title, 'عنوان تازه');
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }));
    const alert = await screen.findByText(/شخص دیگری این جایزه را تغییر داده است/);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'بارگذاری دوباره' })).toBeInTheDocument();
    expect(title).toHaveValue('عنوان تازه');
  });

  it('lists every bad line of a code upload, and warns when the pool runs low', async () => {
    const { user } = editor(41);
    const pool = await screen.findByTestId('code-pool');
    expect(within(pool).getByText(/کمتر از ۲۰ کد باقی مانده است/)).toBeInTheDocument();
    await user.type(within(pool).getByRole('textbox'), 'CODE-1{Enter}{Enter}CODE-2');
    await user.click(within(pool).getByRole('button', { name: 'افزودن کدها' }));
    expect(await within(pool).findByText('۱ سطر فایل درست نیست؛ هیچ کدی افزوده نشد.')).toBeInTheDocument();
    expect(within(pool).getByTestId('code-errors')).toHaveTextContent('سطر ۲: این سطر خالی است.');
  });

  // What the frame shows is proven in a real browser (the story PreviewDesktop, e2e operator-catalogue):
  // jsdom does not load a frame's document.
  it('previews in a frame as wide as a phone, and as a desktop on request', async () => {
    const { user } = editor(41);
    const preview = await screen.findByTestId('reward-preview');
    expect(((await within(preview).findByTitle(/گوشی/)) as HTMLIFrameElement).style.width).toBe('390px');
    await user.click(screen.getByRole('button', { name: /رایانه/ }));
    expect(((await within(preview).findByTitle(/رایانه/)) as HTMLIFrameElement).style.width).toBe('1280px');
    expect(within(preview).queryByTitle(/گوشی/)).not.toBeInTheDocument();
  });

  it('refuses a new reward without its required fields, in Persian, before sending anything', async () => {
    const { user } = renderWithApp(<NewRewardPage />, { route: rewardsPaths.newReward, persona: 'reviewer' });
    await user.click(await screen.findByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }));
    expect(await screen.findByText('تصویری برای جایزه بارگذاری کنید')).toBeInTheDocument();
    // The two messages may appear in different renders: each is waited for.
    expect(await screen.findByText('دسته‌بندی را انتخاب کنید')).toBeInTheDocument();
    // The page reads what its form offers; a new reward would be written to /api/staff/Rewards.
    expect(requestedPaths()).not.toContain('/api/staff/Rewards');
  });
});
