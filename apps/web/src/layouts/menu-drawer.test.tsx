import { renderWithProviders } from '@clorofil/ui-rtl/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MenuDrawer } from './menu-drawer';

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <MenuDrawer open={open} onOpenChange={setOpen} title="کلروفیل">
      <a href="/rewards">جایزه‌ها</a>
    </MenuDrawer>
  );
}

describe('the phone menu', () => {
  it('has the drawer ready once the button is in place, so the first tap opens it in that same render', async () => {
    renderWithProviders(<Menu />, { viewport: 'mobile' });
    // The drawer's code arrives without the member doing anything.
    await act(() => vi.dynamicImportSettled());
    // A click alone, as a tap that no finger or focus announced: nothing left to download or to wait for.
    fireEvent.click(screen.getByRole('button', { name: 'باز کردن منو' }));
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'جایزه‌ها' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'باز کردن منو', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });
});
