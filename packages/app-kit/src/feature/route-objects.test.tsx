import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { defineFeature } from './feature';
import { featureRouteObjects } from './route-objects';

const page = (text: string) => async () =>
  function TestPage() {
    return <h1>{text}</h1>;
  };

const feature = defineFeature({
  id: 'route-objects-test',
  routes: [
    { path: paths.home, layout: 'public', guard: 'public', page: page('خانه') },
    {
      path: paths.commissions,
      aliases: [paths.commissionsShort],
      layout: 'profile',
      guard: 'commission-eligible',
      page: page('کمیسیون‌ها'),
    },
    { path: paths.financial, redirectTo: paths.commissions, layout: 'profile', guard: 'commission-eligible' },
  ],
  menu: [],
  paths: {},
});

function open(address: string) {
  const router = createMemoryRouter([{ path: paths.home, children: featureRouteObjects(feature.routes) }], {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('featureRouteObjects', () => {
  it('mounts the home address as the index route, its page loaded lazily', async () => {
    open(paths.home);
    expect(await screen.findByRole('heading', { name: 'خانه' })).toBeInTheDocument();
  });

  it('mounts a page under each of its addresses', async () => {
    open(paths.commissionsShort);
    expect(await screen.findByRole('heading', { name: 'کمیسیون‌ها' })).toBeInTheDocument();
  });

  it('forwards a redirect route to its target', async () => {
    const router = open(paths.financial);
    expect(await screen.findByRole('heading', { name: 'کمیسیون‌ها' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.commissions);
  });
});
