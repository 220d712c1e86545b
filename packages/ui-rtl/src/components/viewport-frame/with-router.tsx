import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useInRouterContext } from 'react-router';

function MemoryRouterOnce({ route, children }: { route: string; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '*', element: children },
        { path: '/', element: <p>صفحه اصلی</p> },
      ],
      { initialEntries: ['/previous', route] },
    ),
  );
  return <RouterProvider router={router} />;
}

function RouterIfMissing({ route, children }: { route: string; children: ReactNode }) {
  // A preview that already provides a router wins; nesting routers throws.
  if (useInRouterContext()) return <>{children}</>;
  return <MemoryRouterOnce route={route}>{children}</MemoryRouterOnce>;
}

/** Gives a story links and `navigate(-1)`; '/' shows a stand-in home page. */
export function withRouter(route = '/story'): Decorator {
  return (Story) => (
    <RouterIfMissing route={route}>
      <Story />
    </RouterIfMissing>
  );
}
