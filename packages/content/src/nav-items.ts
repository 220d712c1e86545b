import type { FeatureMenuEntry } from '@clorofil/app-kit';
import { CircleHelp, FileText, Info, Phone, Scale, UserRoundPen } from 'lucide-react';
import { contentPaths } from './paths';

/**
 * The public menus' entries as the API seeds them. `GET /api/Pages` is the live source (editors'
 * titles, order, visibility); the shell shows these when that call fails, so a visitor always
 * has a way to the club's pages.
 */
export const contentNavItems: readonly FeatureMenuEntry[] = [
  {
    key: 'what-is-club',
    label: 'باشگاه مشتریان چیست؟',
    icon: Info,
    path: contentPaths.whatIsClub,
    order: 10,
    placements: ['header'],
  },
  {
    key: 'profile-help',
    label: 'چگونه پروفایل خود را تغییر دهم؟',
    icon: UserRoundPen,
    path: contentPaths.profileHelp,
    order: 20,
    placements: ['header'],
  },
  {
    key: 'about-us',
    label: 'درباره‌ی ما',
    icon: FileText,
    path: contentPaths.aboutUs,
    order: 10,
    placements: ['footer'],
  },
  {
    key: 'contact-us',
    label: 'تماس با ما',
    icon: Phone,
    path: contentPaths.contactUs,
    order: 20,
    placements: ['footer'],
  },
  { key: 'faq', label: 'پرسش‌های متداول', icon: CircleHelp, path: contentPaths.faq, order: 30, placements: ['footer'] },
  { key: 'rules', label: 'قوانین و مقررات', icon: Scale, path: contentPaths.rules, order: 40, placements: ['footer'] },
];
