// The public content pages of SPEC §2 and the header/footer menus built from them.
// `visible` means "listed in its menu"; every page stays readable by its slug, which is how the
// welcome page is reached without cluttering the footer.
import { aboutUsHtml, contactUsHtml, faqIntroHtml } from './page-bodies/company.js';
import { whatIsClubHtml, welcomeHtml } from './page-bodies/club.js';
import { profileHelpHtml } from './page-bodies/profile-help.js';
import { rulesHtml } from './page-bodies/rules.js';
import { publisher } from './publisher.js';

export { contactInfo } from './publisher.js';

export type PageType = 'header-menu' | 'footer';

export type ContentPage = {
  slug: string;
  type: PageType;
  title: string;
  description: string;
  visible: boolean;
  /** Sanitisable HTML (p, br, strong, em, ul, ol, li, h2–h4, blockquote, a). */
  content: string;
  order: number;
};

export type MenuLink = { title: string; url: string; external: boolean };

export const WHAT_IS_CLUB_SLUG = 'باشگاه-مشتریان-چیست';
export const PROFILE_HELP_SLUG = 'چگونه-پروفایل-خود-را-تغییر-دهم';
export const RULES_SLUG = 'قوانین-و-مقررات';
export const ABOUT_US_SLUG = 'about-us';
export const CONTACT_US_SLUG = 'contact-us';
export const FAQ_SLUG = 'faq';
export const WELCOME_SLUG = 'welcome';
/** Unlisted and linked from nowhere: the page the operators' content end-to-end test edits and publishes. */
export const CONSOLE_PRACTICE_SLUG = 'console-practice';

export const contentPages: readonly ContentPage[] = [
  {
    slug: WHAT_IS_CLUB_SLUG,
    type: 'header-menu',
    order: 1,
    visible: true,
    title: 'باشگاه مشتریان چیست؟',
    description: 'آشنایی با باشگاه، راه‌های جمع کردن کلروفیل و دریافت جایزه',
    content: whatIsClubHtml,
  },
  {
    slug: PROFILE_HELP_SLUG,
    type: 'header-menu',
    order: 2,
    visible: true,
    title: 'چگونه پروفایل خود را تغییر دهم؟',
    description: 'راهنمای تکمیل و تغییر اطلاعات کاربری و نوع کاربری',
    content: profileHelpHtml,
  },
  {
    slug: ABOUT_US_SLUG,
    type: 'footer',
    order: 1,
    visible: true,
    title: 'درباره‌ی ما',
    description: `آشنایی با ${publisher.name}`,
    content: aboutUsHtml,
  },
  {
    slug: CONTACT_US_SLUG,
    type: 'footer',
    order: 2,
    visible: true,
    title: 'تماس با ما',
    description: 'نشانی، تلفن و ایمیل پشتیبانی باشگاه',
    content: contactUsHtml,
  },
  {
    slug: FAQ_SLUG,
    type: 'footer',
    order: 3,
    visible: true,
    title: 'پرسش‌های متداول',
    description: 'پاسخ پرسش‌های رایج درباره‌ی کلروفیل، جوایز و کدهای تخفیف',
    content: faqIntroHtml,
  },
  {
    slug: RULES_SLUG,
    type: 'footer',
    order: 4,
    visible: true,
    title: 'قوانین و مقررات',
    description: 'قوانین عضویت، امتیازها، جوایز و کدهای تخفیف',
    content: rulesHtml,
  },
  {
    slug: WELCOME_SLUG,
    type: 'footer',
    order: 99,
    visible: false,
    title: 'خوش آمدید',
    description: 'پیام خوشامد به اعضای تازه',
    content: welcomeHtml,
  },
  {
    slug: CONSOLE_PRACTICE_SLUG,
    type: 'footer',
    order: 100,
    visible: false,
    title: 'صفحهٔ تمرین کنسول',
    description: 'صفحه‌ای بیرون از منوها برای تمرین ویرایش و انتشار در کنسول',
    content: '<p>این صفحه در هیچ منویی نیست و فقط برای تمرین ویرایش در کنسول است.</p>',
  },
];

/** The two pages the web app serves at their own top-level address (SPEC §2); see its paths.ts. */
const topLevelSlugs: ReadonlySet<string> = new Set([WHAT_IS_CLUB_SLUG, PROFILE_HELP_SLUG]);

/**
 * Where a page lives in the web app: the two fixed pages are top-level routes named by their
 * Persian slug, every other page (a header page an operator adds too) is under /page/.
 * Unencoded; the browser percent-encodes it.
 */
export function pageUrl(page: Pick<ContentPage, 'slug'>): string {
  return topLevelSlugs.has(page.slug) ? `/${page.slug}` : `/page/${page.slug}`;
}

function menuOf(type: PageType): MenuLink[] {
  return contentPages
    .filter((p) => p.type === type && p.visible)
    .sort((a, b) => a.order - b.order)
    .map((p) => ({ title: p.title, url: pageUrl(p), external: false }));
}

/** Links after the footer pages; the web app opens any url containing "http" in a new tab. */
export const externalFooterLinks: readonly MenuLink[] = [
  { title: 'فروشگاه اینترنتی', url: publisher.shopUrl, external: true },
  { title: 'اپلیکیشن کتاب‌خوان', url: publisher.bookAppUrl, external: true },
  { title: 'وبلاگ آموزشی', url: publisher.blogUrl, external: true },
  { title: 'گردونه شانس', url: '/games/lucky-wheel', external: false },
];

export const headerMenu: readonly MenuLink[] = menuOf('header-menu');
export const footerLinks: readonly MenuLink[] = [...menuOf('footer'), ...externalFooterLinks];
