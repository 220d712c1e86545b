import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { expect, fn } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { PageHeader } from './page-header';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'اطلاعات کاربری' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithBack: Story = {
  args: { title: 'جزئیات پورسانت کد تخفیف', showBack: true, onBack: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'بازگشت' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { ...onViewport('mobile'), args: { showBack: true } };
export const Desktop: Story = { ...onViewport('desktop'), args: { showBack: true } };

/** Two actions beside a long title: they share its line on a desktop and wrap under it on a phone. */
const withActions = {
  title: 'بدهی امتیازی باشگاه',
  actions: (
    <>
      <Button variant="outline">دریافت گزارش (CSV)</Button>
      <Button variant="outline">فهرست اعضا (CSV)</Button>
    </>
  ),
};
const top = (element: Element) => element.getBoundingClientRect().top;
const bottom = (element: Element) => element.getBoundingClientRect().bottom;

export const ActionsOnPhone: Story = {
  ...onViewport('mobile'),
  args: withActions,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const [first] = canvas.getAllByRole('button');
    await expect(top(first!)).toBeGreaterThanOrEqual(bottom(heading));
    // The title keeps its line: one line of heading, not a column of words.
    await expect(heading.getBoundingClientRect().height).toBeLessThan(
      2 * parseFloat(getComputedStyle(heading).lineHeight),
    );
  },
};

export const ActionsOnDesktop: Story = {
  ...onViewport('desktop'),
  args: withActions,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    for (const button of canvas.getAllByRole('button')) await expect(top(button)).toBeLessThan(bottom(heading));
  },
};
