import { contentNavItems } from './nav-items';
import { contentRoutes } from './routes';

/** Home, the public content pages and the FAQ: mounted by the shell under its public layout. */
export const contentFeature = {
  id: 'content',
  routes: contentRoutes,
  navItems: contentNavItems,
} as const;
