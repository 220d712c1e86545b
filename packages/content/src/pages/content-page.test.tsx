import { errorResponse, fixtures, mockApi, requestedPaths, respondWith } from '@clorofil/api-client/testing';
import { screen } from '@testing-library/react';
import { renderWithApp, setupAppTests, type RenderWithAppOptions } from '@clorofil/auth/testing';
import { featureRouteObjects, paths } from '@clorofil/app-kit';
import { sanitizeServerHtml } from '@clorofil/rules/sanitize';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentFeature } from '../feature';
import { contentSlugs } from '../paths';

setupAppTests();

// The feature's real route table as the shell mounts it, with stand-ins for the pages it links
// or redirects to.
const elsewhere: RouteObject[] = [
  { path: paths.notFound, element: <p>صفحهٔ مورد نظر پیدا نشد</p> },
  { path: paths.account, element: <p>صفحهٔ اطلاعات کاربری</p> },
  { path: paths.rewards, element: <p>صفحهٔ جایزه‌ها</p> },
  { path: paths.luckyWheel, element: <p>صفحهٔ گردونه شانس</p> },
];

function renderContentRoute(route: string, options: Omit<RenderWithAppOptions, 'route' | 'routes'> = {}) {
  return renderWithApp(null, {
    route,
    routes: [...elsewhere, ...featureRouteObjects(contentFeature.routes)],
    ...options,
  });
}

const aboutUs = fixtures.pageBodies.find((page) => page.slug === 'about-us')!;
const headerPage = fixtures.pageBodies.find((page) => page.type === 'header-menu')!;

describe('content pages', () => {
  it('shows a page’s title and body at /page/{slug}', async () => {
    renderContentRoute(paths.page(contentSlugs.aboutUs));
    expect(await screen.findByRole('status')).toHaveTextContent('در حال بارگذاری صفحه…');
    expect(await screen.findByRole('heading', { level: 1, name: aboutUs.title })).toBeInTheDocument();
    expect(screen.getByText('ما بیش از بیست سال است کتاب آموزشی منتشر می‌کنیم.')).toBeInTheDocument();
  });

  // The API sanitises on write, so the page gets what it stored from hostile input.
  it('renders the API’s sanitised HTML: no script, no event handler, no javascript: link', async () => {
    mockApi.use(
      respondWith('getPage', {
        ...aboutUs,
        content: sanitizeServerHtml(
          '<p>متن امن</p><script>window.__contentPwned = true</script>' +
            '<img src="x" onerror="window.__contentPwned = true"><a href="javascript:alert(1)">پیوند</a>',
        ),
      }),
    );
    const { container } = renderContentRoute(paths.page(contentSlugs.aboutUs));
    expect(await screen.findByText('متن امن')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __contentPwned?: boolean }).__contentPwned).toBeUndefined();
  });

  it('redirects an unknown slug to /404', async () => {
    const { router } = renderContentRoute(paths.page('no-such-page'));
    expect(await screen.findByText('صفحهٔ مورد نظر پیدا نشد')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.notFound);
  });

  it('shows «خطایی رخ داد…» when the page fails, and «تلاش دوباره» loads it', async () => {
    mockApi.use(errorResponse('getPage', 500));
    const { user } = renderContentRoute(paths.page(contentSlugs.aboutUs));
    expect(await screen.findByRole('alert')).toHaveTextContent('خطایی رخ داد…');
    mockApi.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { level: 1, name: aboutUs.title })).toBeInTheDocument();
  });

  it.each([
    [paths.whatIsClub, contentSlugs.whatIsClub, 'باشگاه مشتریان چیست؟'],
    [paths.profileHelp, contentSlugs.profileHelp, 'چگونه پروفایل خود را تغییر دهم؟'],
  ])('serves the fixed header page %s by its own route, asking the API for its slug', async (address, slug, title) => {
    mockApi.use(respondWith('getPage', { ...headerPage, slug, title }));
    renderContentRoute(address);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(requestedPaths()).toContain(`/api/Pages/${slug}`);
  });

  it('shows the welcome and rules pages through the generic page', async () => {
    mockApi.use(
      respondWith('getPage', { ...aboutUs, slug: contentSlugs.welcome, title: 'خوش آمدید', content: '<p>سلام!</p>' }),
    );
    renderContentRoute(paths.page(contentSlugs.welcome));
    expect(await screen.findByRole('heading', { level: 1, name: 'خوش آمدید' })).toBeInTheDocument();
    expect(screen.getByText('سلام!')).toBeInTheDocument();
  });
});

describe('contact us', () => {
  it('shows the contact page’s body and points to the FAQ', async () => {
    const { user, router } = renderContentRoute(paths.page(contentSlugs.contactUs));
    expect(await screen.findByRole('heading', { level: 1, name: 'تماس با ما' })).toBeInTheDocument();
    expect(screen.getByText(/صندوق پستی/)).toBeInTheDocument();
    // The phone is a link to call; hyphenated numbers sit in a left-to-right isolate, so Persian
    // text around them cannot reverse their parts.
    const phone = screen.getByRole('link', { name: /۰۲۱-۶۶۰۰۰۰۰۰/ });
    expect(phone).toHaveAttribute('href', 'tel:+982166000000');
    expect(phone.textContent).toBe('\u2066۰۲۱-۶۶۰۰۰۰۰۰\u2069');
    expect(phone.closest('p')).toHaveTextContent('تلفن: \u2066۰۲۱-۶۶۰۰۰۰۰۰\u2069');
    await user.click(screen.getByRole('link', { name: 'پرسش‌های متداول' }));
    expect(await screen.findAllByTestId('faq-item')).toHaveLength(5);
    expect(router.state.location.pathname).toBe(paths.page(contentSlugs.faq));
  });
});
