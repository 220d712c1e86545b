import { paths } from '@clorofil/app-kit';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { features } from './features';
import { collectMenu } from './navigation/menu';
import { createRoutes } from './routes/route-table';

const routes = createRoutes(features);

/** The route an address lands on, or '*' for the not-found catch-all. */
function landsOn(address: string): string | undefined {
  return matchRoutes(routes, decodeURI(address))?.at(-1)?.route.path;
}

describe('the features the shell mounts', () => {
  it('have unique ids and menu keys', () => {
    expect(new Set(features.map((feature) => feature.id)).size).toBe(features.length);
    expect(() => collectMenu(features)).not.toThrow();
  });

  it('link every menu entry to a mounted page, never to the not-found screen', () => {
    const entries = collectMenu(features).flatMap((item) => [item, ...(item.children ?? [])]);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(landsOn(entry.path), entry.key).not.toBe('*');
  });

  it('mount every route at an address of the paths module', () => {
    const values: unknown[] = [...Object.values(paths), ...Object.values(paths.patterns)];
    const known = new Set(values.filter((value): value is string => typeof value === 'string'));
    for (const route of features.flatMap((feature) => feature.routes)) {
      // A content page's address is `paths.page(slug)`, a builder of the same module.
      expect(known.has(route.path) || route.path.startsWith(paths.page('')), route.path).toBe(true);
    }
  });
});
