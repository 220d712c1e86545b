import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { SelectControl, type SelectControlProps } from './select-control';

const options = [
  { value: 'student', label: 'دانش‌آموز' },
  { value: 'teacher', label: 'معلم' },
];

function Stateful(props: SelectControlProps) {
  const [value, setValue] = useState(props.value ?? '');
  return <SelectControl {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const meta = {
  title: 'UI/SelectControl',
  component: SelectControl,
  render: (args) => <Stateful {...args} />,
  args: { options, placeholder: 'نوع کاربری را انتخاب کنید', 'aria-label': 'نوع کاربری', value: '' },
} satisfies Meta<typeof SelectControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'نوع کاربری' });
    await expect(select).toHaveDisplayValue('نوع کاربری را انتخاب کنید');
    await expect(select.getBoundingClientRect().height).toBe(44);
    await userEvent.selectOptions(select, 'معلم');
    await expect(select).toHaveDisplayValue('معلم');
  },
};

export const Selected: Story = { args: { value: 'teacher' } };
export const Disabled: Story = { args: { disabled: true, value: 'student' } };
export const Invalid: Story = { args: { invalid: true } };
export const Mobile: Story = { ...onViewport('mobile') };
export const Desktop: Story = { ...onViewport('desktop') };
