import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/**
 * `parameters.route` of a story: the address it starts at ('/rewards?page=2'), or that address
 * plus the pattern the story is mounted at, so `useParams` works:
 * `{ url: '/rewards/7', path: '/rewards/:id' }` (a story rendering its own <Routes> uses a
 * splat such as '/profile/*'). Without it the story lives at '/story'.
 */
export type RouteParameter = string | { url: string; path?: string };

const DEFAULT_URL = '/story';

function resolveRoute(route: RouteParameter | undefined): { url: string; path: string } {
  const url = (typeof route === 'string' ? route : route?.url) ?? DEFAULT_URL;
  const path = (typeof route === 'object' ? route.path : undefined) ?? (url.split(/[?#]/)[0] || '/');
  return { url, path };
}

/**
 * Stand-in for wherever a link, `navigate()` or a back button took the story: '/' reads as the
 * home page, any other address is shown. Play functions assert on either the text or
 * `getByTestId('navigated-to')`, which holds the path and query.
 */
function NavigatedTo() {
  const { pathname, search } = useLocation();
  return (
    <div>
      <p>{pathname === '/' ? 'صفحه اصلی' : 'صفحهٔ دیگری از باشگاه'}</p>
      <output data-testid="navigated-to" dir="ltr">
        {pathname + search}
      </output>
    </div>
  );
}

export const withRouter: Decorator = (Story, { parameters }) => {
  const { url, path } = resolveRoute(parameters.route as RouteParameter | undefined);
  // A previous entry ('/') so back buttons and `navigate(-1)` have somewhere to go.
  const entries = url === '/' ? [url] : ['/', url];
  return (
    // Keyed by the address so switching stories starts a fresh history.
    <MemoryRouter key={url} initialEntries={entries}>
      <Routes>
        <Route path={path} element={<Story />} />
        <Route path="*" element={<NavigatedTo />} />
      </Routes>
    </MemoryRouter>
  );
};
