import type { LucideIcon } from 'lucide-react';
import type { EnsureQueryDataOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Permission } from '@clorofil/api-client/contract';

/** What a route's `reads` get: the address's parameters (`:id`), its query string and the session. */
export type RouteReadArgs = {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  /** A member is signed in in this tab (never on the server, which holds no session). */
  signedIn: boolean;
};

/** One read of a route: any query options made by `queryOptions` (`apiQueries.rewards()`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each read has its own data type
export type RouteRead = EnsureQueryDataOptions<any, any, any, any>;

/** Which of the shell's two layouts a route renders in (SPEC §2). */
export type FeatureLayout = 'public' | 'profile';

/**
 * Who may open a route. `signed-in` sends a visitor to sign in; `commission-eligible` also needs
 * the member's profile to say so, and sends everyone else to /403. Staff screens are not member
 * routes: they are a feature's `staff` routes, behind a permission.
 */
export type FeatureGuard = 'public' | 'signed-in' | 'commission-eligible';

/** A page loaded on demand, so every page is its own chunk: `() => import('./x').then((m) => m.X)`. */
export type LazyPage = () => Promise<ComponentType>;

type RouteTarget =
  | { /** The screen, loaded lazily. */ page: LazyPage; redirectTo?: never }
  | {
      /** An address that only forwards to another one (e.g. `/financial` → its first page). */ redirectTo: string;
      page?: never;
    };

// The profile layout belongs to signed-in members, so a public guard there would be a mistake.
type RoutePlacement =
  { layout: 'public'; guard: FeatureGuard } | { layout: 'profile'; guard: Exclude<FeatureGuard, 'public'> };

export type FeatureRoute = RoutePlacement &
  RouteTarget & {
    /** An address or pattern from `paths` (absolute; `paths.home` is the index route). */
    path: string;
    /** The same page under other addresses (SPEC §2 gives the financial pages two readings). */
    aliases?: readonly string[];
    /**
     * What the page shows first, as TanStack Query options from `apiQueries`. The shell's route
     * loader starts these reads beside the page's code (a member's reads once the tab's session is
     * known), and the web server renders a public page with their answers in it. The page itself
     * reads the same options with `useQuery`, so it never waits for a read it did not declare.
     */
    reads?: (route: RouteReadArgs) => readonly RouteRead[];
  };

/**
 * Where a menu entry shows: `side` is the profile layout's side menu and its phone drawer,
 * `home-menu` the public header's profile dropdown and the member part of its phone drawer,
 * `bottom-nav` the phone's fixed bottom bar, `header`/`footer` the public menus' built-in links
 * (used when the API's page list cannot be read).
 */
export type MenuPlacement = 'side' | 'home-menu' | 'bottom-nav' | 'header' | 'footer';

/** Members who see an entry besides everyone who sees its placement. */
export type MenuAudience = 'commission-eligible';

export type FeatureSubMenuEntry = {
  key: string;
  label: string;
  icon: LucideIcon;
  /** An address from `paths`. */
  path: string;
  /** Other addresses of the same page, so the entry reads as current there too. */
  aliases?: readonly string[];
};

export type FeatureMenuEntry = {
  /** Stable and unique across features: React key and the accordion's open value. */
  key: string;
  label: string;
  /** For the narrow bottom bar, when `label` is too long. */
  shortLabel?: string;
  icon: LucideIcon;
  /** An address from `paths`; a parent of `children` need not be a page itself. */
  path: string;
  aliases?: readonly string[];
  /** Position among all features' entries of the same placement, smallest first. */
  order: number;
  placements: readonly MenuPlacement[];
  /** Only these members see it; without it everyone who sees the placement does. */
  visibleTo?: MenuAudience;
  /** Sub-entries, shown as an accordion in the side menu. */
  children?: readonly FeatureSubMenuEntry[];
};

/**
 * A permission of the staff (an area such as `catalogue` or `review`), as the API names it in the
 * contract's `permissions`; the API decides who holds which, the console only hides what it refuses.
 */
export type StaffPermission = Permission;

/** A screen of the operator console: client-rendered only, under `/operator`, behind a permission. */
export type StaffRoute = {
  /** An address or pattern from `paths.operator` (absolute). */
  path: string;
  /** The screen, loaded lazily. */
  page: LazyPage;
  /** Staff without it get /403 (members without any role get it before that). */
  permission: StaffPermission;
};

/** An entry of the console's side navigation, shown only to staff holding its permission. */
export type StaffMenuEntry = {
  /** Stable and unique across features. */
  key: string;
  label: string;
  icon: LucideIcon;
  /** An address from `paths.operator`. */
  path: string;
  /** Position among all features' staff entries, smallest first; `/operator` opens the first one allowed. */
  order: number;
  permission: StaffPermission;
};

/** A feature's screens for the people who run the club, mounted by the shell in the console's layout. */
export type FeatureStaff = {
  routes: readonly StaffRoute[];
  menu: readonly StaffMenuEntry[];
};

/**
 * What a feature package hands the shell: plain data, no framework. The shell builds the router,
 * the side menu, the drawers, the profile dropdown and the bottom bar from the list of features,
 * and the operator console (its routes and side navigation) from their `staff` parts.
 */
export type Feature = {
  /** Unique, kebab-case; the package name without `@clorofil/`. */
  id: string;
  routes: readonly FeatureRoute[];
  menu: readonly FeatureMenuEntry[];
  /** Staff screens, never shown in the member layouts' menus. */
  staff?: FeatureStaff;
  /** The feature's addresses (taken from `paths`), for its own links and for readers. */
  paths: Readonly<Record<string, string | ((...args: never[]) => string)>>;
};

/** An identity function, so a feature object is checked against `Feature` while keeping its literal types. */
export function defineFeature<const F extends Feature>(feature: F): F {
  return feature;
}
