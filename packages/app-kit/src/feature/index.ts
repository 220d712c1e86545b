export { defineFeature } from './feature';
export type {
  Feature,
  FeatureGuard,
  FeatureLayout,
  FeatureMenuEntry,
  FeatureRoute,
  FeatureSubMenuEntry,
  LazyPage,
  MenuAudience,
  MenuPlacement,
  RouteRead,
  RouteReadArgs,
} from './feature';
export { featureRouteObjects } from './route-objects';
