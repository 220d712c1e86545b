import { errorResponse, fixtures, respondWith } from '@clorofil/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentSlugs } from '../paths';
import { server, startMockApi } from '../test-support/mock-api';
import { renderContentRoute } from '../test-support/render-routes';

startMockApi();

const aboutUs = fixtures.pageBodies.find((page) => page.slug === 'about-us')!;
const headerPage = fixtures.pageBodies.find((page) => page.type === 'header-menu')!;

describe('content pages', () => {
  it('shows a page’s title and body at /page/{slug}', async () => {
    renderContentRoute('/page/about-us');
    expect(await screen.findByRole('status')).toHaveTextContent('در حال بارگذاری صفحه…');
    expect(await screen.findByRole('heading', { level: 1, name: aboutUs.title })).toBeInTheDocument();
    expect(screen.getByText('ما بیش از بیست سال است کتاب آموزشی منتشر می‌کنیم.')).toBeInTheDocument();
  });

  it('renders page HTML only through the sanitiser: no script, no event handler, no javascript: link', async () => {
    server.use(
      respondWith('getPage', {
        ...aboutUs,
        content:
          '<p>متن امن</p><script>window.__contentPwned = true</script>' +
          '<img src="x" onerror="window.__contentPwned = true"><a href="javascript:alert(1)">پیوند</a>',
      }),
    );
    const { container } = renderContentRoute('/page/about-us');
    expect(await screen.findByText('متن امن')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __contentPwned?: boolean }).__contentPwned).toBeUndefined();
  });

  it('redirects an unknown slug to /404', async () => {
    const { router } = renderContentRoute('/page/no-such-page');
    expect(await screen.findByText('صفحهٔ مورد نظر پیدا نشد')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('shows «خطایی رخ داد…» when the page fails, and «تلاش دوباره» loads it', async () => {
    server.use(errorResponse('getPage', 500));
    const { user } = renderContentRoute('/page/about-us');
    expect(await screen.findByRole('alert')).toHaveTextContent('خطایی رخ داد…');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { level: 1, name: aboutUs.title })).toBeInTheDocument();
  });

  it('serves the two header pages at their Persian slugs, as the API seeds them', async () => {
    const seeded = { ...headerPage, slug: contentSlugs.whatIsClub, title: 'باشگاه مشتریان چیست؟' };
    server.use(respondWith('getPage', seeded));
    renderContentRoute(`/${encodeURIComponent(contentSlugs.whatIsClub)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'باشگاه مشتریان چیست؟' })).toBeInTheDocument();
  });

  it('resolves any header page of the page list at /{slug}', async () => {
    renderContentRoute(`/${encodeURIComponent(headerPage.slug)}`);
    expect(await screen.findByRole('heading', { level: 1, name: headerPage.title })).toBeInTheDocument();
  });

  it('moves a footer page asked for at the top level to /page/{slug}', async () => {
    const { router } = renderContentRoute('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: aboutUs.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/page/about-us');
  });

  it('redirects an unknown top-level address to /404', async () => {
    const { router } = renderContentRoute('/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('shows the welcome and rules pages through the generic page', async () => {
    server.use(respondWith('getPage', { ...aboutUs, slug: contentSlugs.welcome, title: 'خوش آمدید', content: '<p>سلام!</p>' }));
    renderContentRoute('/page/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: 'خوش آمدید' })).toBeInTheDocument();
    expect(screen.getByText('سلام!')).toBeInTheDocument();
  });
});

describe('contact us', () => {
  it('shows the contact page’s body and points to the FAQ', async () => {
    const { user, router } = renderContentRoute('/page/contact-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'تماس با ما' })).toBeInTheDocument();
    expect(screen.getByText(/صندوق پستی/)).toBeInTheDocument();
    // Hyphenated numbers sit in a left-to-right isolate, so Persian text around them cannot
    // reverse their parts.
    expect(screen.getByText(/تلفن/)).toHaveTextContent('تلفن: \u2066۰۲۱-۶۶۰۰۰۰۰۰\u2069');
    await user.click(screen.getByRole('link', { name: 'پرسش‌های متداول' }));
    expect(await screen.findAllByTestId('faq-item')).toHaveLength(5);
    expect(router.state.location.pathname).toBe('/page/faq');
  });
});
