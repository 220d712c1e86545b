import { paths, type Feature, type StaffMenuEntry, type StaffPermission, type StaffRoute } from '@clorofil/app-kit';

const CONSOLE = paths.operator.home;

/** Every feature's console screens; each lives under /operator and has one address. */
export function collectStaffRoutes(features: readonly Feature[]): StaffRoute[] {
  const routes = features.flatMap((feature) => feature.staff?.routes ?? []);
  const seen = new Set<string>();
  for (const route of routes) {
    if (!route.path.startsWith(`${CONSOLE}/`))
      throw new Error(`The staff screen ${route.path} is outside ${CONSOLE}/; staff screens live in the console.`);
    if (seen.has(route.path)) throw new Error(`Two staff screens share the address ${route.path}.`);
    seen.add(route.path);
  }
  return routes;
}

/** Every feature's console menu entries, in `order` (ties keep the features' order). */
export function collectStaffMenu(features: readonly Feature[]): StaffMenuEntry[] {
  const items = features.flatMap((feature) => feature.staff?.menu ?? []);
  const keys = new Set<string>();
  for (const item of items) {
    if (keys.has(item.key))
      throw new Error(`Two staff menu entries share the key «${item.key}»; keys must be unique across features.`);
    keys.add(item.key);
  }
  return items.toSorted((a, b) => a.order - b.order);
}

/** The entries this staff member may open: the API's permissions decide, the menu only follows. */
export function allowedStaffMenu(
  items: readonly StaffMenuEntry[],
  permissions: readonly StaffPermission[] | undefined,
): StaffMenuEntry[] {
  const held = new Set(permissions ?? []);
  return items.filter((item) => held.has(item.permission));
}
