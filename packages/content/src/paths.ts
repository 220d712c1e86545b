import { paths } from '@clorofil/ui-rtl';

/**
 * Slugs the API seeds for the pages SPEC §2 names. The two header pages are Persian titles and
 * also live at the top level (`/{slug}`); every page is readable at `/page/{slug}`.
 */
export const contentSlugs = {
  whatIsClub: 'باشگاه-مشتریان-چیست',
  profileHelp: 'چگونه-پروفایل-خود-را-تغییر-دهم',
  aboutUs: 'about-us',
  contactUs: 'contact-us',
  faq: 'faq',
  rules: 'قوانین-و-مقررات',
  welcome: 'welcome',
} as const;

/** Addresses of this feature's screens; other features' addresses come from ui-rtl `paths`. */
export const contentPaths = {
  home: paths.home,
  page: paths.page,
  /** The two header pages are linked at the top level, as the SPEC route table lists them. */
  topLevelPage: (slug: string) => `/${encodeURIComponent(slug)}`,
  aboutUs: paths.page(contentSlugs.aboutUs),
  contactUs: paths.page(contentSlugs.contactUs),
  faq: paths.page(contentSlugs.faq),
  rules: paths.page(contentSlugs.rules),
  welcome: paths.page(contentSlugs.welcome),
} as const;
