import { csvFileResponse, defaultResolvers, handlerFor, respondWith } from '@clorofil/api-client/mocks';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingReviews, profileHandlers } from '../../mocks/handlers';
import { ReviewPage } from './review-page';

setupAppTests();

/** Records each decision (mobile and body) and answers as the mock API does. */
function recordDecisions() {
  const decisions: { action: string; mobile: string; body: unknown }[] = [];
  const record = (action: 'approveReview' | 'rejectReview') =>
    handlerFor(action, async (info) => {
      const text = await info.request.clone().text();
      decisions.push({ action, mobile: String(info.params.mobile), body: text ? JSON.parse(text) : undefined });
      return defaultResolvers[action](info);
    });
  return { decisions, handlers: [record('approveReview'), record('rejectReview')] };
}

describe('ReviewPage (/review)', () => {
  it('lists pending requests oldest first with name, type, details and waiting time', async () => {
    renderWithApp(<ReviewPage />, { persona: 'reviewer', handlers: profileHandlers.reviews });
    const cards = await screen.findAllByTestId('review-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('رضا کاظمی');
    expect(cards[0]).toHaveTextContent('معلم');
    expect(cards[0]).toHaveTextContent('در انتظار بررسی: ۲ روز');
    await waitFor(() => expect(cards[0]).toHaveTextContent('ریاضی، شیمی'));
    expect(cards[1]).toHaveTextContent('علی رضایی');
    expect(cards[1]).toHaveTextContent('در انتظار بررسی: ۳ ساعت');
    expect(cards[1]).toHaveTextContent('پایه هشتم');
  });

  it('approves only once the reviewer confirms, and says so', async () => {
    const record = recordDecisions();
    const { user } = renderWithApp(<ReviewPage />, {
      persona: 'reviewer',
      handlers: [...record.handlers, ...profileHandlers.reviews],
    });
    const [first] = await screen.findAllByTestId('review-card');
    await user.click(within(first!).getByRole('button', { name: 'تأیید' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'تأیید درخواست رضا کاظمی' });
    expect(dialog).toHaveTextContent('نوع کاربری «معلم» برای رضا کاظمی تأیید می‌شود');
    await user.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(record.decisions).toEqual([]);

    await user.click(within(first!).getByRole('button', { name: 'تأیید' }));
    const again = await screen.findByRole('alertdialog', { name: 'تأیید درخواست رضا کاظمی' });
    await user.click(within(again).getByRole('button', { name: 'بله، تأیید شود' }));
    expect(await screen.findByText('درخواست رضا کاظمی تأیید شد')).toBeInTheDocument();
    expect(record.decisions).toEqual([{ action: 'approveReview', mobile: '09120000004', body: undefined }]);
  });

  it('rejects only with a reason, which is sent to the member', async () => {
    const record = recordDecisions();
    const { user } = renderWithApp(<ReviewPage />, {
      persona: 'reviewer',
      handlers: [...record.handlers, ...profileHandlers.reviews],
    });
    const [first] = await screen.findAllByTestId('review-card');
    await user.click(within(first!).getByRole('button', { name: 'رد درخواست' }));
    const dialog = await screen.findByRole('dialog', { name: 'رد درخواست رضا کاظمی' });
    await user.click(within(dialog).getByRole('button', { name: 'رد درخواست' }));
    expect(await within(dialog).findByText('پر کردن این فیلد الزامی است')).toBeInTheDocument();
    expect(record.decisions).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), 'کد پرسنلی خوانا نیست.');
    await user.click(within(dialog).getByRole('button', { name: 'رد درخواست' }));
    expect(await screen.findByText('درخواست رضا کاظمی رد شد')).toBeInTheDocument();
    expect(record.decisions).toEqual([
      { action: 'rejectReview', mobile: '09120000004', body: { note: 'کد پرسنلی خوانا نیست.' } },
    ]);
  });

  it('puts the approval’s buttons where the rejection puts them: cancel first, the decision last', async () => {
    const { user } = renderWithApp(<ReviewPage />, { persona: 'reviewer', handlers: profileHandlers.reviews });
    const [first] = await screen.findAllByTestId('review-card');
    const footerButtons = (dialog: HTMLElement) =>
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent);
    await user.click(within(first!).getByRole('button', { name: 'رد درخواست' }));
    const reject = footerButtons(await screen.findByRole('dialog', { name: 'رد درخواست رضا کاظمی' }));
    await user.click(screen.getByRole('button', { name: 'انصراف' }));
    await user.click(within(first!).getByRole('button', { name: 'تأیید' }));
    const approve = footerButtons(await screen.findByRole('alertdialog', { name: 'تأیید درخواست رضا کاظمی' }));
    expect(reject).toEqual(['انصراف', 'رد درخواست']);
    expect(approve).toEqual(['انصراف', 'بله، تأیید شود']);
  });

  it('disables both decisions on a card while one is being recorded', async () => {
    const { user } = renderWithApp(<ReviewPage />, { persona: 'reviewer', handlers: profileHandlers.deciding });
    const [first] = await screen.findAllByTestId('review-card');
    await user.click(within(first!).getByRole('button', { name: 'تأیید' }));
    await user.click(await screen.findByRole('button', { name: 'بله، تأیید شود' }));
    // The card lies behind the open dialog, outside the accessibility tree until it closes.
    await waitFor(() =>
      expect(within(first!).getByRole('button', { name: 'رد درخواست', hidden: true })).toBeDisabled(),
    );
  });

  it('shows a refusal from the API (e.g. the reviewer’s own request) as a toast', async () => {
    const { user } = renderWithApp(<ReviewPage />, {
      persona: 'reviewer',
      handlers: [
        handlerFor('approveReview', () =>
          Response.json({ Message: 'بررسی درخواست خودتان با شما نیست.' }, { status: 403 }),
        ),
        ...profileHandlers.reviews,
      ],
    });
    const [first] = await screen.findAllByTestId('review-card');
    await user.click(within(first!).getByRole('button', { name: 'تأیید' }));
    await user.click(await screen.findByRole('button', { name: 'بله، تأیید شود' }));
    expect(await screen.findByText('بررسی درخواست خودتان با شما نیست.')).toBeInTheDocument();
  });

  it('offers no decision on the reviewer’s own request', async () => {
    const own = { ...pendingReviews[0]!, mobile: '09129999999', firstName: 'فاطمه', lastName: 'نوری' };
    renderWithApp(<ReviewPage />, { persona: 'reviewer', handlers: [respondWith('getPendingReviews', [own])] });
    const [card] = await screen.findAllByTestId('review-card');
    expect(await within(card!).findByText(/این درخواست خود شماست/)).toBeInTheDocument();
    expect(within(card!).queryByRole('button', { name: 'تأیید' })).not.toBeInTheDocument();
  });

  it('downloads the whole queue as CSV, not only the cards on screen', async () => {
    const saved = captureDownloads().names;
    const file = csvFileResponse('exportPendingReviews', 'review-queue.csv');
    const { user } = renderWithApp(<ReviewPage />, {
      persona: 'reviewer',
      handlers: [file.handler, ...profileHandlers.reviews],
    });
    await screen.findAllByTestId('review-card');
    await user.click(screen.getByRole('button', { name: 'دریافت فهرست (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['review-queue.csv']));
    expect(file.asked).toEqual(['']);
  });

  it('says when nothing is waiting, and offers no file of nothing', async () => {
    renderWithApp(<ReviewPage />, { persona: 'reviewer', handlers: profileHandlers.reviewsEmpty });
    expect(await screen.findByText('درخواستی در انتظار بررسی نیست')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  });

  it('offers «تلاش دوباره» when the list cannot be read', async () => {
    renderWithApp(<ReviewPage />, { persona: 'reviewer', handlers: profileHandlers.reviewsFailing });
    expect(await screen.findByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  });
});
