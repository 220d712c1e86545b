import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useState } from 'react';
import { onViewport } from '../viewport-frame/story-viewports';
import { Pagination, type PaginationProps } from './pagination';

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  render: (args) => <Stateful {...args} />,
  args: { page: 1, pageCount: 20, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'صفحه قبل' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'صفحه بعد' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddlePage: Story = { args: { page: 10 } };
export const FewPages: Story = { args: { pageCount: 4, page: 2 } };
export const Mobile: Story = { ...onViewport('mobile'), args: { page: 10 } };
export const Desktop: Story = { ...onViewport('desktop'), args: { page: 10 } };
