import type { FaqItem } from '@clorofil/api-client';
import { emptyResponse, errorResponse, fixtures, mockApi, respondWith } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqPage } from './faq-page';

setupAppTests();

const sentence = 'کلروفیل هر خرید پس از پایان مهلت هفت‌روزهٔ مرجوعی به حساب شما اضافه می‌شود. ';
const answerOf = (length: number) =>
  sentence
    .repeat(Math.ceil(length / sentence.length))
    .slice(0, length)
    .trim();

const mediumAnswer = answerOf(450); // over 200, under 700
const longAnswer = answerOf(900); // over both limits
// Answers stored as plain text (before answers were rich text) still read and cut as text.
const faq: FaqItem[] = [
  { id: 1, question: 'امتیاز خرید کی اضافه می‌شود؟', answer: mediumAnswer },
  { id: 2, question: 'چرا امتیازم هنوز نیامده است؟', answer: longAnswer },
  { id: 3, question: 'کلروفیل منقضی می‌شود؟', answer: 'خیر.' },
];

const answers = () => screen.getAllByTestId('faq-answer').map((answer) => answer.textContent ?? '');

describe('FaqPage', () => {
  it('shows the page title and five questions, then all of them, then five again', async () => {
    const { user } = renderWithApp(<FaqPage />);
    expect(await screen.findAllByTestId('faq-item')).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 1, name: 'پرسش‌های متداول' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: fixtures.faq[0]!.question })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: fixtures.faq[6]!.question })).not.toBeInTheDocument();

    const more = screen.getByRole('button', { name: /سؤالات بیشتر/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getAllByTestId('faq-item')).toHaveLength(fixtures.faq.length);
    expect(screen.getByRole('heading', { name: fixtures.faq[6]!.question })).toBeInTheDocument();

    const fewer = screen.getByRole('button', { name: /سؤالات کمتر/ });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await user.click(fewer);
    expect(screen.getAllByTestId('faq-item')).toHaveLength(5);
  });

  it('has no more/fewer toggle when there are five questions or fewer', async () => {
    mockApi.use(respondWith('getFaq', faq));
    renderWithApp(<FaqPage />);
    expect(await screen.findAllByTestId('faq-item')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /سؤالات بیشتر/ })).not.toBeInTheDocument();
  });

  it('cuts answers at 200 characters on a phone and expands one with «ادامه»', async () => {
    mockApi.use(respondWith('getFaq', faq));
    const { user } = renderWithApp(<FaqPage />, { viewport: 'mobile' });
    await screen.findAllByTestId('faq-item');
    const [medium, long, short] = answers();
    expect(Array.from(medium!).length).toBeLessThanOrEqual(200);
    expect(medium!.endsWith('…')).toBe(true);
    expect(Array.from(long!).length).toBeLessThanOrEqual(200);
    expect(short).toBe('خیر.');
    // Only cut answers get the button.
    expect(screen.getAllByRole('button', { name: /ادامه/ })).toHaveLength(2);

    const firstItem = screen.getAllByTestId('faq-item')[0]!;
    const expand = within(firstItem).getByRole('button', { name: /ادامه/ });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(answers()[0]).toBe(mediumAnswer);
    const collapse = within(firstItem).getByRole('button', { name: /بستن/ });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(collapse.getAttribute('aria-controls')!)).toHaveTextContent(mediumAnswer);
    await user.click(collapse);
    expect(Array.from(answers()[0]!).length).toBeLessThanOrEqual(200);
  });

  it('cuts answers at 700 characters on a desktop, so a 450-character answer shows whole', async () => {
    mockApi.use(respondWith('getFaq', faq));
    const { user } = renderWithApp(<FaqPage />, { viewport: 'desktop' });
    await screen.findAllByTestId('faq-item');
    const [medium, long] = answers();
    expect(medium).toBe(mediumAnswer);
    expect(Array.from(long!).length).toBeLessThanOrEqual(700);
    expect(Array.from(long!).length).toBeGreaterThan(600);
    expect(long!.endsWith('…')).toBe(true);
    expect(screen.getAllByRole('button', { name: /ادامه/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /ادامه/ }));
    expect(answers()[1]).toBe(longAnswer);
  });

  it('shows a rich answer as its HTML, cut on a phone without breaking its markup, whole when expanded', async () => {
    const { user } = renderWithApp(<FaqPage />, { viewport: 'mobile' });
    await user.click(await screen.findByRole('button', { name: /سؤالات بیشتر/ }));
    const [, long] = screen.getAllByTestId('faq-answer');
    expect(within(long!).getAllByRole('paragraph').length).toBeGreaterThan(0);
    expect(Array.from(long!.textContent!).length).toBeLessThanOrEqual(200);
    expect(long!.textContent!.endsWith('…')).toBe(true);
    // The cut falls in the bold second paragraph: the ellipsis stays inside it, closed.
    expect(long!.querySelector('p:last-child strong')?.textContent?.endsWith('…')).toBe(true);
    expect(within(long!).queryByRole('link')).not.toBeInTheDocument();

    const item = screen.getAllByTestId('faq-item')[1]!;
    await user.click(within(item).getByRole('button', { name: /ادامه/ }));
    expect(within(long!).getByRole('list')).toBeInTheDocument();
    const link = within(long!).getByRole('link', { name: 'راهنمای فروشگاه' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(long!.textContent).not.toContain('…');
  });

  it('says so when there are no questions yet', async () => {
    mockApi.use(emptyResponse('getFaq'));
    renderWithApp(<FaqPage />);
    expect(await screen.findByText('هنوز پرسشی ثبت نشده است')).toBeInTheDocument();
  });

  it('shows an error with «تلاش دوباره» that loads the questions again', async () => {
    mockApi.use(errorResponse('getFaq', 500));
    const { user } = renderWithApp(<FaqPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('خطایی رخ داد…');
    mockApi.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findAllByTestId('faq-item')).toHaveLength(5);
  });
});
