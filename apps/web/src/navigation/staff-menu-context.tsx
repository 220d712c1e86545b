import type { StaffMenuEntry } from '@clorofil/app-kit';
import { createContext, useContext, type ReactNode } from 'react';

const StaffMenuContext = createContext<readonly StaffMenuEntry[]>([]);

export type StaffMenuProviderProps = { menu: readonly StaffMenuEntry[]; children: ReactNode };

/** Hands the console's layout the menu built from the same features as its routes. */
export function StaffMenuProvider({ menu, children }: StaffMenuProviderProps) {
  return <StaffMenuContext value={menu}>{children}</StaffMenuContext>;
}

/** Every feature's console entries, in order, before the staff member's permissions filter them. */
export function useStaffMenu(): readonly StaffMenuEntry[] {
  return useContext(StaffMenuContext);
}
