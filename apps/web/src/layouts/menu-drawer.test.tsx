import { AppProviders } from '@clorofil/ui-rtl';
import { renderWithProviders } from '@clorofil/ui-rtl/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MenuDrawer } from './menu-drawer';

function Menu() {
  return (
    <MenuDrawer title="کلروفیل">
      {(close) => (
        <>
          <a href="/rewards">جایزه‌ها</a>
          <button type="button" onClick={close}>
            همین صفحه
          </button>
        </>
      )}
    </MenuDrawer>
  );
}

describe('the phone menu', () => {
  it('is in the server-rendered page, with a button the browser opens it from before the app starts', () => {
    const html = renderToString(
      <AppProviders>
        <MemoryRouter>
          <Menu />
        </MemoryRouter>
      </AppProviders>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const button = page.querySelector('button[aria-label="باز کردن منو"]');
    const dialog = page.querySelector('dialog');
    expect(button?.getAttribute('command')).toBe('show-modal');
    expect(dialog?.id).toBeTruthy();
    expect(button?.getAttribute('commandfor')).toBe(dialog?.id);
    expect(dialog?.hasAttribute('open')).toBe(false);
    expect(dialog?.querySelector('a[href="/rewards"]')?.textContent).toBe('جایزه‌ها');
    const close = dialog?.querySelector('button[aria-label="بستن منو"]');
    expect(close?.getAttribute('commandfor')).toBe(dialog?.id);
    expect(close?.getAttribute('command')).toBe('close');
  });

  it('opens from the button where the browser has no invoker commands, and closes from inside', async () => {
    // jsdom has none, as older Safari: the click handler opens the dialog.
    renderWithProviders(<Menu />, { viewport: 'mobile' });
    const button = screen.getByRole('button', { name: 'باز کردن منو' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);
    const drawer = screen.getByRole('dialog', { name: 'کلروفیل' });
    expect(within(drawer).getByRole('link', { name: 'جایزه‌ها' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(within(drawer).getByRole('button', { name: 'همین صفحه' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'بستن منو' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the page changes', async () => {
    // One route for both addresses: the same menu stays mounted across the change.
    const { router } = renderWithProviders(<Menu />, { viewport: 'mobile', path: '/*' });
    fireEvent.click(screen.getByRole('button', { name: 'باز کردن منو' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await router.navigate('/rewards');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
