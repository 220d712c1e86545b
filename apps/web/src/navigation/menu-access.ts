import { mayOpenFinancialPages } from '@clorofil/api-client';
import type { MenuItem, SubMenuItem } from './menu';

export type MenuViewer = { isCommissionEligible: boolean } | null | undefined;

/** The entries this member may see: commission-only ones for those members. */
export function visibleMenu(items: readonly MenuItem[], viewer: MenuViewer): MenuItem[] {
  return items.filter((item) => {
    if (item.visibleTo === 'commission-eligible') return mayOpenFinancialPages(viewer);
    return true;
  });
}

/** True when `pathname` is `path` or a page below it (`/rewards/12` is under `/rewards`). */
export function isUnder(pathname: string, path: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return clean === path || clean.startsWith(`${path}/`);
}

export function isSubMenuCurrent(sub: SubMenuItem, pathname: string): boolean {
  return [sub.path, ...(sub.aliases ?? [])].some((path) => isUnder(pathname, path));
}

/** Whether an entry (or one of its sub-entries) is the page being shown. */
export function isMenuCurrent(item: MenuItem, pathname: string): boolean {
  const own = [item.path, ...(item.aliases ?? [])].some((path) => isUnder(pathname, path));
  return own || (item.children ?? []).some((sub) => isSubMenuCurrent(sub, pathname));
}
