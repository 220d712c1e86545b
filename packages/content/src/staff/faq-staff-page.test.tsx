import { contentStaffMessages } from '@clorofil/api-client/contract';
import { csvFileResponse, errorResponse, respondWith, staffFaqFixtures } from '@clorofil/api-client/testing';
import { paths } from '@clorofil/app-kit';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FaqStaffPage } from './faq-staff-page';

setupAppTests();

type Handlers = NonNullable<NonNullable<Parameters<typeof renderWithApp>[1]>['handlers']>;
const page = (handlers: Handlers = []) =>
  renderWithApp(<FaqStaffPage />, { route: paths.operator.faq, persona: 'reviewer', handlers });
/** The questions: the list's own items, not the list items of an answer. */
const questions = () => [...screen.getByTestId('faq-list').children] as HTMLElement[];

describe('the FAQ console', () => {
  it('lists the questions in order with Persian numbers, each answer as members read it', async () => {
    page();
    await screen.findByTestId('faq-list');
    const items = questions();
    expect(items).toHaveLength(staffFaqFixtures.length);
    expect(items[0]).toHaveTextContent(`۱.${staffFaqFixtures[0]!.question}`);
    expect(within(items[0]!).getByRole('button', { name: 'بالا بردن پرسش ۱' })).toBeDisabled();
    // The API's sanitised HTML: bold, a list, a link opening in a new tab.
    expect(within(items[0]!).getByText('یک کلروفیل').tagName).toBe('STRONG');
    expect(within(items[0]!).getByRole('list')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'راهنمای خرید' })).toHaveAttribute('target', '_blank');
  });

  it('edits an answer in the rich-text editor and saves it with the version it was opened at', async () => {
    let sent: unknown;
    const { user } = page([
      http.put('*/api/staff/Faq/:id', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(staffFaqFixtures);
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'ویرایش پرسش ۱' }));
    const answer = screen.getByRole('textbox', { name: 'پاسخ' });
    expect(answer).toHaveAttribute('contenteditable', 'true');
    expect(within(answer).getByText('یک کلروفیل').tagName).toBe('STRONG');
    const toolbar = screen.getByRole('toolbar', { name: 'قالب‌بندی متن' });
    expect(within(toolbar).getByRole('button', { name: 'فهرست نقطه‌ای' })).toBeInTheDocument();
    const question = screen.getByRole('textbox', { name: /^پرسش/ });
    await user.clear(question);
    await user.type(question, 'کلروفیل دقیقاً چیست؟');
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییر' }));
    await waitFor(() =>
      expect(sent).toEqual({
        question: 'کلروفیل دقیقاً چیست؟',
        answer: staffFaqFixtures[0]!.answer,
        editVersion: staffFaqFixtures[0]!.editVersion,
      }),
    );
  });

  it('refuses a save over another operator’s change in Persian, and reloads their version on request', async () => {
    let reads = 0;
    const theirs = staffFaqFixtures.map((item, index) =>
      index === 0 ? { ...item, answer: '<p>پاسخ <strong>همکار</strong></p>', editVersion: item.editVersion + 1 } : item,
    );
    const { user } = page([
      http.get('*/api/staff/Faq', () => HttpResponse.json(reads++ === 0 ? staffFaqFixtures : theirs)),
      http.put('*/api/staff/Faq/:id', () =>
        HttpResponse.json({ Message: contentStaffMessages.faqStale }, { status: 409 }),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'ویرایش پرسش ۱' }));
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییر' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(contentStaffMessages.faqStale);
    await user.click(within(alert).getByRole('button', { name: 'بارگذاری دوباره' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // The form now holds the other operator's answer, to build on.
    await waitFor(() =>
      expect(within(screen.getByRole('textbox', { name: 'پاسخ' })).getByText('همکار').tagName).toBe('STRONG'),
    );
  });

  it('moves a question down by sending the whole new order', async () => {
    let sent: unknown;
    const { user } = page([
      http.put('*/api/staff/Faq/Order', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(staffFaqFixtures);
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'پایین بردن پرسش ۱' }));
    await waitFor(() => expect(sent).toEqual({ ids: [2, 1, 3] }));
  });

  it('adds a question, refusing an empty answer in Persian first', async () => {
    // jsdom cannot type into the editor's editable area: the answer is pasted, as an operator
    // pastes a prepared answer (typing is proven in a browser: the story NewQuestionRich).
    let sent: unknown;
    const { user } = page([
      http.post('*/api/staff/Faq', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json([
          ...staffFaqFixtures,
          { id: 9, question: 'پرسش تازه', answer: '<p>پاسخ</p>', order: 3, editVersion: 1 },
        ]);
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'پرسش تازه' }));
    await user.type(screen.getByRole('textbox', { name: /^پرسش/ }), 'پرسش تازه');
    await user.click(screen.getByRole('button', { name: 'افزودن پرسش' }));
    expect(await screen.findByText('پر کردن این فیلد الزامی است')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    const answer = screen.getByRole('textbox', { name: 'پاسخ' });
    await user.click(answer);
    await user.paste('پاسخ');
    await user.click(screen.getByRole('button', { name: 'افزودن پرسش' }));
    await waitFor(() => expect(sent).toEqual({ question: 'پرسش تازه', answer: '<p>پاسخ</p>' }));
    await waitFor(() => expect(questions()).toHaveLength(4));
  });

  it('removes a question only after the confirmation', async () => {
    let removed: unknown;
    const { user } = page([
      http.post('*/api/staff/Faq/:id/Remove', async ({ params, request }) => {
        removed = { id: String(params.id), ...((await request.json()) as object) };
        return HttpResponse.json(staffFaqFixtures.slice(1));
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'حذف پرسش ۱' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(staffFaqFixtures[0]!.question);
    expect(removed).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'حذف شود' }));
    await waitFor(() => expect(removed).toEqual({ id: '1', editVersion: staffFaqFixtures[0]!.editVersion }));
    await waitFor(() => expect(questions()).toHaveLength(2));
  });

  it('downloads the questions as CSV, and offers no file while there is none', async () => {
    const saved = captureDownloads().names;
    const file = csvFileResponse('exportStaffFaq', 'faq.csv');
    const { user, unmount } = page([file.handler]);
    await screen.findByTestId('faq-list');
    await user.click(screen.getByRole('button', { name: 'دریافت پرسش‌ها (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['faq.csv']));
    expect(file.asked).toEqual(['']);
    unmount();

    page([respondWith('listStaffFaq', [])]);
    expect(await screen.findByText('هنوز پرسشی ثبت نشده است.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'دریافت پرسش‌ها (CSV)' })).not.toBeInTheDocument();
  });

  it('says so when the list cannot be read', async () => {
    page([errorResponse('listStaffFaq', 500)]);
    expect(await screen.findByText('فهرست پرسش‌ها دریافت نشد.')).toBeInTheDocument();
  });
});
