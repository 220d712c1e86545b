import type { FeatureMenuEntry, FeatureRoute } from '@clorofil/ui-rtl';

/** An address the shell guards before its feature exists: the layout and guard, no page yet. */
export type ReservedAddress = Pick<FeatureRoute, 'layout' | 'guard' | 'path' | 'aliases'>;

/**
 * A feature whose package has not landed: its menu entries (so the menus read as SPEC §2 says)
 * and, for the financial pages, the guard on its addresses. It steps aside by itself when a
 * feature of the same `id` is listed in `features.ts`; delete its entry here then.
 */
export type PlannedFeature = {
  id: string;
  menu: readonly FeatureMenuEntry[];
  routes?: readonly FeatureRoute[];
  reserved?: readonly ReservedAddress[];
};

export const plannedFeatures: readonly PlannedFeature[] = [];
