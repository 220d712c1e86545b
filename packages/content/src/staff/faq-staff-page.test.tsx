import { errorResponse, staffFaqFixtures } from '@clorofil/api-client/testing';
import { paths } from '@clorofil/app-kit';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FaqStaffPage } from './faq-staff-page';

setupAppTests();

type Handlers = NonNullable<NonNullable<Parameters<typeof renderWithApp>[1]>['handlers']>;
const page = (handlers: Handlers = []) =>
  renderWithApp(<FaqStaffPage />, { route: paths.operator.faq, persona: 'reviewer', handlers });

describe('the FAQ console', () => {
  it('lists the questions in order with Persian numbers', async () => {
    page();
    const list = await screen.findByTestId('faq-list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(staffFaqFixtures.length);
    expect(items[0]).toHaveTextContent(`۱.${staffFaqFixtures[0]!.question}`);
    expect(within(items[0]!).getByRole('button', { name: 'بالا بردن پرسش ۱' })).toBeDisabled();
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
    let sent: unknown;
    const { user } = page([
      http.post('*/api/staff/Faq', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json([...staffFaqFixtures, { id: 9, question: 'پرسش تازه', answer: 'پاسخ', order: 3 }]);
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'پرسش تازه' }));
    await user.type(screen.getByRole('textbox', { name: /^پرسش/ }), 'پرسش تازه');
    await user.click(screen.getByRole('button', { name: 'افزودن پرسش' }));
    expect(await screen.findByText('پر کردن این فیلد الزامی است')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.type(screen.getByRole('textbox', { name: /^پاسخ/ }), 'پاسخ');
    await user.click(screen.getByRole('button', { name: 'افزودن پرسش' }));
    await waitFor(() => expect(sent).toEqual({ question: 'پرسش تازه', answer: 'پاسخ' }));
    expect(await within(screen.getByTestId('faq-list')).findAllByRole('listitem')).toHaveLength(4);
  });

  it('removes a question only after the confirmation', async () => {
    let removed: string | undefined;
    const { user } = page([
      http.post('*/api/staff/Faq/:id/Remove', ({ params }) => {
        removed = String(params.id);
        return HttpResponse.json(staffFaqFixtures.slice(1));
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'حذف پرسش ۱' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(staffFaqFixtures[0]!.question);
    expect(removed).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'حذف شود' }));
    await waitFor(() => expect(removed).toBe('1'));
    await waitFor(() => expect(within(screen.getByTestId('faq-list')).getAllByRole('listitem')).toHaveLength(2));
  });

  it('says so when the list cannot be read', async () => {
    page([errorResponse('listStaffFaq', 500)]);
    expect(await screen.findByText('فهرست پرسش‌ها دریافت نشد.')).toBeInTheDocument();
  });
});
