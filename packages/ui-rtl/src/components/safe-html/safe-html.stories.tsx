import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { SafeHtml } from './safe-html';
import { sanitizeServerHtml } from '@clorofil/rules/sanitize';
import { XSS_VECTORS } from '@clorofil/rules/testing';

const description =
  '<h2>درباره این جایزه</h2><p>با این کد تخفیف <strong>۲۰٪</strong> از خرید بعدی شما کم می‌شود.</p>' +
  '<ul><li>تا پایان اسفند معتبر است.</li><li>فقط یک بار قابل استفاده است.</li></ul>' +
  '<blockquote>کد برای شماره همراه شما ثبت می‌شود.</blockquote>' +
  '<p>پرسشی دارید؟ <a href="https://example.com/page/faq">پرسش‌های متداول</a> را ببینید.</p>';

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  // SafeHtml renders what the API stored, and the API sanitises on write: stories get the same.
  args: { html: sanitizeServerHtml(description) },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'پرسش‌های متداول' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  },
};

export const Empty: Story = { args: { html: '', fallback: 'توضیحی برای این جایزه ثبت نشده است.' } };

// What the API stores for the whole corpus (it sanitises on write); the story only renders it.
export const XssCorpus: Story = {
  args: { html: sanitizeServerHtml(XSS_VECTORS.map((vector) => vector.html).join('\n')) },
  // The vectors' own structure survives cleaning (a stray <li> is safe, just not a list): axe's
  // listitem rule judges the attacker's markup here, not ours.
  parameters: { a11y: { config: { rules: [{ id: 'listitem', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.safe-html');
    for (const element of root?.querySelectorAll('*') ?? []) {
      for (const attribute of element.attributes) await expect(attribute.name).not.toMatch(/^on/i);
    }
    await expect(root?.querySelector('script, svg, math, iframe, style')).toBeNull();
  },
};

export const Mobile: Story = { ...onViewport('mobile') };
export const Desktop: Story = { ...onViewport('desktop') };
