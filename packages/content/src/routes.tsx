import type { RouteObject } from 'react-router';
import { contentSlugs } from './paths';

/**
 * Public-layout routes, relative to wherever the shell mounts them (normally `/`). Every page is
 * a lazy chunk. Static segments outrank `:slug`, so other features' top-level pages
 * (`/account`, `/rewards`…) and the shell's `/404` are never taken by the content resolver.
 */
export const contentRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./pages/home-page').then((module) => ({ Component: module.HomePage })) },
  { path: 'page/faq', lazy: () => import('./pages/faq-page').then((module) => ({ Component: module.FaqPage })) },
  {
    path: 'page/contact-us',
    lazy: () => import('./pages/contact-us-page').then((module) => ({ Component: module.ContactUsPage })),
  },
  { path: 'page/:slug', lazy: () => import('./pages/content-page').then((module) => ({ Component: module.ContentPage })) },
  // SPEC §2's two fixed pages, at the top level under the Persian slugs the API seeds.
  ...[contentSlugs.whatIsClub, contentSlugs.profileHelp].map(
    (slug): RouteObject => ({
      path: slug,
      lazy: () =>
        import('./pages/content-page').then(({ ContentPage }) => ({
          element: <ContentPage slug={slug} headerPagesOnly />,
        })),
    }),
  ),
  // Header pages whose slugs the API has renamed still resolve at `/{slug}`; an unknown single
  // segment goes to /404 (SPEC §8) and a footer page to its `/page/{slug}` address.
  {
    path: ':slug',
    lazy: () =>
      import('./pages/content-page').then(({ ContentPage }) => ({ element: <ContentPage headerPagesOnly /> })),
  },
];
