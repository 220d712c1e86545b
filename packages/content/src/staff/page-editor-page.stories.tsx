import { contentStaffMessages } from '@clorofil/api-client/contract';
import { errorResponse, pendingResponse, staffPageFixtures } from '@clorofil/api-client/mocks';
import { handlers } from '@clorofil/api-client/testing/browser';
import { paths } from '@clorofil/app-kit';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PageEditorPage } from './page-editor-page';

const at = (slug: string) => ({ url: paths.operator.page(slug), path: paths.patterns.operatorPage });

const meta = {
  title: 'Features/Content/Console/PageEditorPage',
  component: PageEditorPage,
  parameters: { persona: 'reviewer', route: at('about-us'), msw: { handlers: { state: [], api: handlers } } },
} satisfies Meta<typeof PageEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

/** A draft waits beside the published version: the editor, the publish panel and the preview. */
export const DraftWaiting: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('toolbar', { name: 'قالب‌بندی متن' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'انتشار برای اعضا' })).toBeEnabled();
    const frame = (await canvas.findByTitle(/رایانه/)) as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.body).toHaveTextContent('بیست و پنج سال'), { timeout: 5000 });
  },
};

export const DraftWaitingMobile: Story = { ...onViewport('mobile') };

/** The seed's text, never edited: nothing to publish yet. */
export const PublishedOnly: Story = {
  parameters: { route: at('contact-us') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('پیش‌نویسی در انتظار انتشار نیست؛ اعضا همان نسخهٔ منتشرشده را می‌بینند.'),
    ).toBeVisible();
  },
};

/** Someone else saved first: the Persian refusal with a reload. */
export const SomeoneElseChangedIt: Story = {
  parameters: withState([errorResponse('savePageDraft', 409, { Message: contentStaffMessages.stale })]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }));
    await expect(await canvas.findByText(contentStaffMessages.stale)).toBeVisible();
  },
};

/** The preview at a phone's width. */
export const PreviewPhone: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /گوشی/ }));
    const frame = (await canvas.findByTitle(/گوشی/)) as HTMLIFrameElement;
    // The members' page, drawn in a document as wide as a phone, with the saved draft's HTML.
    await waitFor(() => expect(frame.contentDocument?.querySelector('.safe-html')).not.toBeNull(), { timeout: 5000 });
    await expect(frame.contentDocument!.documentElement.clientWidth).toBe(390);
    await expect(frame.contentDocument!.querySelector('.safe-html')!.innerHTML).toBe(
      staffPageFixtures.aboutUs.draft.content,
    );
  },
};

export const Loading: Story = { parameters: withState([pendingResponse('getStaffPage')]) };

export const NotFound: Story = {
  parameters: withState([errorResponse('getStaffPage', 404)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('این صفحه پیدا نشد')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withState([errorResponse('getStaffPage', 500)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('صفحه دریافت نشد')).toBeVisible();
  },
};
