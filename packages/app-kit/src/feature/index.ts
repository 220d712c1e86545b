export { defineFeature } from './feature';
export type {
  Feature,
  FeatureGuard,
  FeatureLayout,
  FeatureMenuEntry,
  FeatureRoute,
  FeatureStaff,
  FeatureSubMenuEntry,
  LazyPage,
  MenuAudience,
  MenuPlacement,
  RouteRead,
  RouteReadArgs,
  StaffMenuEntry,
  StaffPermission,
  StaffRoute,
} from './feature';
export { featureRouteObjects } from './route-objects';
