import type { MenuPlacement } from '@clorofil/app-kit';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { menuFor, type MenuItem } from './menu';

const MenuContext = createContext<readonly MenuItem[]>([]);

export type MenuProviderProps = { menu: readonly MenuItem[]; children: ReactNode };

/** Hands the layouts the menu built from the same features as the router, so they always agree. */
export function MenuProvider({ menu, children }: MenuProviderProps) {
  return <MenuContext value={menu}>{children}</MenuContext>;
}

/** The menu entries of one placement, in order. */
export function useMenu(placement: MenuPlacement): MenuItem[] {
  const menu = useContext(MenuContext);
  return useMemo(() => menuFor(menu, placement), [menu, placement]);
}
