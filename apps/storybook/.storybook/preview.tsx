import '@clorofil/ui-rtl/fonts';
import { AppProviders, VIEWPORTS } from '@clorofil/ui-rtl';
import type { Decorator, Preview } from '@storybook/react-vite';
import toast from 'react-hot-toast';
import { configure } from 'storybook/test';
import { mswLoader } from './msw-loader';
import { withApp } from './with-app';
import { withRouter } from './with-router';

// A member's story waits for the sign-in library, loaded on demand, before its screen settles;
// under a busy CI machine that exceeds Testing Library's 1 s default (the unit tests use 8 s).
configure({ asyncUtilTimeout: 8000 });

// Set before the first render so the docs canvas, portals and axe all see an rtl, Persian page.
document.documentElement.dir = 'rtl';
document.documentElement.lang = 'fa';

const withAppProviders: Decorator = (Story) => (
  <AppProviders>
    <Story />
  </AppProviders>
);

const viewport = (name: string, size: { width: number; height: number }, type: 'mobile' | 'desktop') => ({
  name,
  styles: { width: `${size.width}px`, height: `${size.height}px` },
  type,
});

const preview: Preview = {
  // Later decorators wrap earlier ones: as in apps/web, the router sits inside auth and the
  // QueryClient, which sit inside the app's providers.
  decorators: [withRouter, withApp, withAppProviders],
  loaders: [mswLoader],
  // react-hot-toast keeps its toasts in one module-wide store, and the story tests share the page's
  // modules across files (vitest.config.ts): no toast carries over into the next story.
  beforeEach: () => {
    toast.remove();
  },
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        mobile: viewport('موبایل ۳۹۰', VIEWPORTS.mobile, 'mobile'),
        desktop: viewport('دسکتاپ ۱۲۸۰', VIEWPORTS.desktop, 'desktop'),
      },
    },
    backgrounds: {
      options: {
        canvas: { name: 'زمینهٔ صفحه', value: '#f8f9fa' },
        card: { name: 'کارت', value: '#ffffff' },
      },
    },
    a11y: {
      // Violations fail the story's test, in the Vitest run and in the Storybook UI.
      test: 'error',
      // WCAG A/AA only: axe's best-practice rules (landmarks, one <h1>) judge whole pages, and
      // a story is usually one component.
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
    backgrounds: { value: 'canvas' },
  },
};

export default preview;
