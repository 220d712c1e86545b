import type { Feature, FeatureMenuEntry, MenuPlacement } from '@clorofil/app-kit';

export type MenuItem = FeatureMenuEntry;
export type SubMenuItem = NonNullable<FeatureMenuEntry['children']>[number];

/** Every feature's menu entries, in `order` (ties keep the features' order). */
export function collectMenu(features: readonly Feature[]): MenuItem[] {
  const items = features.flatMap((feature) => feature.menu);
  const keys = new Set<string>();
  for (const item of items) {
    if (keys.has(item.key))
      throw new Error(`Two menu entries share the key «${item.key}»; keys must be unique across features.`);
    keys.add(item.key);
  }
  return items.toSorted((a, b) => a.order - b.order);
}

/** The entries of one place (side menu, bottom bar…). */
export function menuFor(items: readonly MenuItem[], placement: MenuPlacement): MenuItem[] {
  return items.filter((item) => item.placements.includes(placement));
}
