import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { expect } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { Code, Num } from './num';

const meta = {
  title: 'UI/Num',
  component: Num,
  args: { value: 1250000, unit: 'rial' },
  render: (args) => (
    <Text>
      پورسانت این ماه شما <Num {...args} /> است؛ کد <Code>TEACH-1403</Code>.
    </Text>
  ),
} satisfies Meta<typeof Num>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('۱٬۲۵۰٬۰۰۰ ریال')).toBeVisible();
  },
};
export const Toman: Story = { args: { value: 45000, unit: 'toman' } };
export const Plain: Story = { args: { value: -12345, unit: undefined } };
export const Missing: Story = { args: { value: null } };
export const Mobile: Story = { ...onViewport('mobile') };
export const Desktop: Story = { ...onViewport('desktop') };
