import type { MenuItem, SubMenuItem } from './menu';

export type MenuViewer = { isCommissionEligible: boolean } | null | undefined;

/** The entries a member sees in the side menu: visible ones, financial only for partners. */
export function visibleMenu(items: readonly MenuItem[], viewer: MenuViewer): MenuItem[] {
  return items.filter((item) => item.visible && (!item.commissionOnly || viewer?.isCommissionEligible === true));
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
  if (item.subMenu) return isUnder(pathname, item.path) || item.subMenu.some((sub) => isSubMenuCurrent(sub, pathname));
  return isUnder(pathname, item.path);
}
