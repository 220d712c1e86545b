import { contentPaths, contentSlugs } from './paths';

/** A menu entry of the public layout. */
export type ContentNavItem = {
  id: string;
  label: string;
  to: string;
  /** Header menu or footer (SPEC §2 page entries). */
  menu: 'header' | 'footer';
};

/**
 * The public pages' menu entries as seeded. The API's page list (`getPages`) is the live source:
 * a shell that builds its menus from it gets the editors' titles, order and visibility; these
 * are the defaults when it does not.
 */
export const contentNavItems: readonly ContentNavItem[] = [
  { id: 'what-is-club', label: 'باشگاه مشتریان چیست؟', to: contentPaths.topLevelPage(contentSlugs.whatIsClub), menu: 'header' },
  {
    id: 'profile-help',
    label: 'چگونه پروفایل خود را تغییر دهم؟',
    to: contentPaths.topLevelPage(contentSlugs.profileHelp),
    menu: 'header',
  },
  { id: 'about-us', label: 'درباره‌ی ما', to: contentPaths.aboutUs, menu: 'footer' },
  { id: 'contact-us', label: 'تماس با ما', to: contentPaths.contactUs, menu: 'footer' },
  { id: 'faq', label: 'پرسش‌های متداول', to: contentPaths.faq, menu: 'footer' },
  { id: 'rules', label: 'قوانین و مقررات', to: contentPaths.rules, menu: 'footer' },
];
