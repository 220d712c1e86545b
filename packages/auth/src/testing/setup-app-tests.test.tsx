import { notify } from '@clorofil/ui-rtl';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from './render-with-app';
import { setupAppTests } from './setup-app-tests';

setupAppTests();

// In this order: the first test ends right after its member closes a toast; the second shows one with
// the same id straight away, as the shell does with the fixtures' notifications in test after test.
describe('toasts between tests', () => {
  it('a test may end while a toast is leaving', async () => {
    const { user } = renderWithApp(<p>صفحه</p>);
    notify.reward('پیام اول', { id: 'carried-over' });
    await user.click(await screen.findByText('پیام اول'));
    expect(screen.getByText('پیام اول').closest('[data-kind]')).toHaveAttribute('data-state', 'closed');
  });

  it('the next test starts with none, and its toast of the same id stays', async () => {
    renderWithApp(<p>صفحه</p>);
    expect(screen.queryByText('پیام اول')).toBeNull();
    notify.reward('پیام دوم', { id: 'carried-over' });
    const shown = await screen.findByText('پیام دوم');
    // The first test's Toaster would remove this id 1 s after its own toast was closed.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(shown).toBeInTheDocument();
  });
});

describe('pages between tests', () => {
  let loaded = false;

  it('a test may end while its page is still loading', async () => {
    const { router } = renderWithApp(null, {
      route: '/',
      routes: [
        { path: '/', element: <p>خانه</p> },
        {
          path: '/slow',
          lazy: async () => {
            await new Promise((resolve) => setTimeout(resolve, 300));
            loaded = true;
            return { Component: () => <p>کند</p> };
          },
        },
      ],
    });
    await screen.findByText('خانه');
    void router.navigate('/slow');
    expect(router.state.navigation.state).toBe('loading');
  });

  it('the next test starts after that page has loaded', () => {
    // Vitest fails an import still running when its file's environment is torn down, and keeps the
    // failure for every later file in the worker.
    expect(loaded).toBe(true);
  });
});
