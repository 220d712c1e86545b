import {
  errorResponse,
  fixtures,
  handlerGroups,
  pendingResponse,
  respondWith,
} from '@clorofil/api-client/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@clorofil/app-kit';
import { sanitizeServerHtml } from '@clorofil/rules/sanitize';
import type { SetupWorker } from 'msw/browser';
import { expect } from 'storybook/test';
import { contentSlugs } from '../paths';
import { onViewport } from '@clorofil/auth/testing/browser';
import { ContentPage } from './content-page';

const aboutUs = fixtures.pageBodies.find((page) => page.slug === 'about-us')!;

const rules = {
  ...aboutUs,
  slug: contentSlugs.rules,
  title: 'قوانین و مقررات',
  content:
    '<h2>امتیازها</h2><ul><li>کلروفیل‌ها منقضی نمی‌شوند.</li><li>کلروفیل قابل انتقال یا تبدیل به پول نیست.</li></ul>' +
    '<h2>جایزه‌ها</h2><p>جایزهٔ دریافت‌شده پس گرفته نمی‌شود.</p><blockquote>کدهای تخفیف در سایت اصلی فروشگاه کار نمی‌کنند.</blockquote>',
};

const withPage = (page: typeof aboutUs) => ({
  msw: { handlers: { content: [respondWith('getPage', page), ...handlerGroups.content] } },
});

const meta = {
  title: 'Features/Content/ContentPage',
  component: ContentPage,
  parameters: {
    route: { url: paths.page(contentSlugs.aboutUs), path: paths.patterns.page },
    msw: { handlers: handlerGroups },
  },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboutUs: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: aboutUs.title })).toBeVisible();
  },
};

export const Rules: Story = {
  parameters: { route: { url: paths.page(rules.slug), path: paths.patterns.page }, ...withPage(rules) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'امتیازها' })).toBeVisible();
  },
};

export const Welcome: Story = {
  parameters: {
    route: { url: paths.page(contentSlugs.welcome), path: paths.patterns.page },
    ...withPage({
      ...aboutUs,
      slug: 'welcome',
      title: 'خوش آمدید',
      content: '<p>به خانوادهٔ باشگاه مشتریان خوش آمدید!</p>',
    }),
  },
};

export const WhatIsTheClub: Story = {
  args: { slug: contentSlugs.whatIsClub },
  parameters: {
    route: { url: paths.whatIsClub, path: paths.patterns.whatIsClub },
    ...withPage({ ...fixtures.pageBodies[0]!, slug: contentSlugs.whatIsClub }),
  },
};

/** What the API stores from hostile input (it sanitises on write): the script and handler are gone. */
export const HostileHtml: Story = {
  parameters: withPage({
    ...aboutUs,
    content: sanitizeServerHtml(
      '<p>متن امن</p><script>window.__storyPwned = true</script><img src="x" onerror="window.__storyPwned = true">',
    ),
  }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('متن امن')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect((window as { __storyPwned?: boolean }).__storyPwned).toBeUndefined();
  },
};

export const Empty: Story = {
  parameters: withPage({ ...aboutUs, content: '' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('محتوایی برای این صفحه ثبت نشده است.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { content: [pendingResponse('getPage'), ...handlerGroups.content] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('در حال بارگذاری صفحه…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { content: [errorResponse('getPage', 500), ...handlerGroups.content] } } },
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('خطایی رخ داد…');
    // The server recovers: «تلاش دوباره» shows the page.
    (loaded.msw as SetupWorker).use(...handlerGroups.content);
    await userEvent.click(canvas.getByRole('button', { name: 'تلاش دوباره' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: aboutUs.title })).toBeVisible();
  },
};

export const UnknownSlug: Story = {
  parameters: { route: { url: paths.page('no-such-page'), path: paths.patterns.page } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(paths.notFound);
  },
};

export const Mobile: Story = { ...onViewport('mobile') };
export const Desktop: Story = { ...onViewport('desktop') };
