// Public surface of @clorofil/content: the feature object and the addresses of its pages.
// Pages are never exported here: they are lazy chunks behind `contentFeature.routes`.
export { contentFeature } from './feature';
export { contentNavItems } from './nav-items';
export type { ContentNavItem } from './nav-items';
export { contentPaths, contentSlugs } from './paths';
