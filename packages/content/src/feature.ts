import { defineFeature } from '@clorofil/app-kit';
import { contentNavItems } from './nav-items';
import { contentPaths } from './paths';
import { contentRoutes } from './routes';

/** Home, the public content pages and the FAQ, in the public layout, open to everyone. */
export const contentFeature = defineFeature({
  id: 'content',
  routes: contentRoutes,
  menu: contentNavItems,
  paths: contentPaths,
});
