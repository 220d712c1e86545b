import { apiQueries } from '@clorofil/api-client';
import { paths, type FeatureRoute } from '@clorofil/app-kit';
import { contentPaths, contentSlugs } from './paths';

const contentPage = () => import('./pages/content-page');

/**
 * Every content address is explicit: pages under `/page/`, and SPEC §2's two fixed pages at
 * their own top-level addresses. There is no top-level `:slug`, so a member address the club
 * has not built yet (`/account`) or a typo (`/foo`) is the shell's not-found page and never a
 * request for a content page.
 */
export const contentRoutes: readonly FeatureRoute[] = [
  {
    path: paths.home,
    layout: 'public',
    guard: 'public',
    // The carousel's rewards: a member's own list, a visitor's the public catalogue (use-home-rewards.ts).
    reads: ({ signedIn }) => [signedIn ? apiQueries.rewards() : apiQueries.publicRewards()],
    page: () => import('./pages/home-page').then((m) => m.HomePage),
  },
  {
    path: contentPaths.faq,
    layout: 'public',
    guard: 'public',
    reads: () => [apiQueries.page(contentSlugs.faq), apiQueries.faq()],
    page: () => import('./pages/faq-page').then((m) => m.FaqPage),
  },
  {
    path: contentPaths.contactUs,
    layout: 'public',
    guard: 'public',
    reads: () => [apiQueries.page(contentSlugs.contactUs)],
    page: () => import('./pages/contact-us-page').then((m) => m.ContactUsPage),
  },
  {
    path: paths.patterns.page,
    layout: 'public',
    guard: 'public',
    reads: ({ params }) => [apiQueries.page(params.slug ?? '')],
    page: () => contentPage().then((m) => m.ContentPage),
  },
  {
    path: paths.patterns.whatIsClub,
    layout: 'public',
    guard: 'public',
    reads: () => [apiQueries.page(contentSlugs.whatIsClub)],
    page: () => contentPage().then((m) => m.WhatIsClubPage),
  },
  {
    path: paths.patterns.profileHelp,
    layout: 'public',
    guard: 'public',
    reads: () => [apiQueries.page(contentSlugs.profileHelp)],
    page: () => contentPage().then((m) => m.ProfileHelpPage),
  },
];
