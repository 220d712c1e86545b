import type { FaqItem } from '@clorofil/api-client';
import {
  emptyResponse,
  errorResponse,
  handlerGroups,
  pendingResponse,
  respondWith,
} from '@clorofil/api-client/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@clorofil/app-kit';
import { expect, within } from 'storybook/test';
import { onViewport } from '@clorofil/auth/testing/browser';
import { FaqPage } from './faq-page';

const sentence = 'کلروفیل هر خرید پس از پایان مهلت هفت‌روزهٔ مرجوعی به حساب شما اضافه می‌شود. ';
const answerOf = (length: number) =>
  sentence
    .repeat(Math.ceil(length / sentence.length))
    .slice(0, length)
    .trim();

// Answers of 450 characters (cut on phones only) and 900 (cut everywhere) around short ones.
const lengthsFaq: FaqItem[] = [
  { id: 1, question: 'امتیاز خرید کی به حسابم اضافه می‌شود؟', answer: answerOf(450) },
  { id: 2, question: 'چرا امتیاز سفارشم هنوز نیامده است؟', answer: answerOf(900) },
  { id: 3, question: 'کلروفیل منقضی می‌شود؟', answer: 'خیر، کلروفیل‌ها هرگز منقضی نمی‌شوند.' },
];

const meta = {
  title: 'Features/Content/FaqPage',
  component: FaqPage,
  parameters: { route: paths.page('faq'), msw: { handlers: handlerGroups } },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByTestId('faq-answer')
    .map((answer) => answer.textContent ?? '');

export const Data: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findAllByTestId('faq-item')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: /سؤالات بیشتر/ }));
    await expect(canvas.getAllByTestId('faq-item')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: /سؤالات کمتر/ })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /سؤالات کمتر/ }));
    await expect(canvas.getAllByTestId('faq-item')).toHaveLength(5);
  },
};

export const TruncatedOnMobile: Story = {
  ...onViewport('mobile'),
  parameters: { msw: { handlers: { content: [respondWith('getFaq', lengthsFaq), ...handlerGroups.content] } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findAllByTestId('faq-item');
    const [medium, long] = answers(canvasElement);
    await expect(Array.from(medium!).length).toBeLessThanOrEqual(200);
    await expect(Array.from(long!).length).toBeLessThanOrEqual(200);
    await expect(medium!.endsWith('…')).toBe(true);
    const first = within(canvas.getAllByTestId('faq-item')[0]!);
    await userEvent.click(first.getByRole('button', { name: /ادامه/ }));
    await expect(answers(canvasElement)[0]).toBe(lengthsFaq[0]!.answer);
    await expect(first.getByRole('button', { name: /بستن/ })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const TruncatedOnDesktop: Story = {
  ...onViewport('desktop'),
  parameters: { msw: { handlers: { content: [respondWith('getFaq', lengthsFaq), ...handlerGroups.content] } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findAllByTestId('faq-item');
    const [medium, long] = answers(canvasElement);
    await expect(medium).toBe(lengthsFaq[0]!.answer);
    await expect(Array.from(long!).length).toBeLessThanOrEqual(700);
    await expect(Array.from(long!).length).toBeGreaterThan(200);
    await expect(canvas.getAllByRole('button', { name: /ادامه/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /ادامه/ }));
    await expect(answers(canvasElement)[1]).toBe(lengthsFaq[1]!.answer);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { content: [pendingResponse('getFaq'), ...handlerGroups.content] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('در حال بارگذاری پرسش‌ها…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { content: [emptyResponse('getFaq'), ...handlerGroups.content] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('هنوز پرسشی ثبت نشده است')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { content: [errorResponse('getFaq', 500), ...handlerGroups.content] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('خطایی رخ داد…');
    await expect(canvas.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
  },
};

export const Mobile: Story = { ...onViewport('mobile') };
export const Desktop: Story = { ...onViewport('desktop') };
