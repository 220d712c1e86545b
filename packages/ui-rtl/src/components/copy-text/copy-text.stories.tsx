import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { CopyText } from './copy-text';

const meta = {
  title: 'UI/CopyText',
  component: CopyText,
  args: { value: 'CLR-TEACH-1403' },
} satisfies Meta<typeof CopyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Code: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'کپی CLR-TEACH-1403' });
    await expect(button.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(button);
    // The toast renders outside the story root; look for it in the whole document.
    const page = within(canvasElement.ownerDocument.body);
    // Headless Chromium may deny clipboard access; either way the member must be told.
    // A toast fades in: visible a few frames after it is found.
    await waitFor(async () => expect(await page.findByText(/^کپی (شد|نشد، دوباره تلاش کنید)$/)).toBeVisible());
  },
};

export const CustomLabel: Story = { args: { children: 'کپی کد تخفیف' } };
export const Mobile: Story = { ...onViewport('mobile') };
export const Desktop: Story = { ...onViewport('desktop') };
