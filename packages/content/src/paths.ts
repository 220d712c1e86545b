import { fixedPageSlugs, paths } from '@clorofil/app-kit';

/** Slugs the API seeds for the pages SPEC §2 names (the API's identifiers, not addresses). */
export const contentSlugs = {
  ...fixedPageSlugs,
  aboutUs: 'about-us',
  contactUs: 'contact-us',
  faq: 'faq',
  rules: 'قوانین-و-مقررات',
  welcome: 'welcome',
} as const;

/** This feature's addresses, all built by app-kit's `paths` (the one addresses module). */
export const contentPaths = {
  home: paths.home,
  page: paths.page,
  whatIsClub: paths.whatIsClub,
  profileHelp: paths.profileHelp,
  aboutUs: paths.page(contentSlugs.aboutUs),
  contactUs: paths.page(contentSlugs.contactUs),
  faq: paths.page(contentSlugs.faq),
  rules: paths.page(contentSlugs.rules),
  welcome: paths.page(contentSlugs.welcome),
} as const;
