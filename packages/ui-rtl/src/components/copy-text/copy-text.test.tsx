import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing';
import { CopyText } from './copy-text';

describe('CopyText', () => {
  it('copies the code and says so', async () => {
    const { user } = renderWithProviders(<CopyText value="CLR-2024-X" />);
    const button = screen.getByRole('button', { name: 'کپی CLR-2024-X' });
    expect(button.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('CLR-2024-X');
    expect(await screen.findByRole('status')).toHaveTextContent('کپی شد');
  });

  it('asks to try again when the browser refuses', async () => {
    const { user } = renderWithProviders(<CopyText value="CLR-1" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    // jsdom has no document.execCommand, so the legacy fallback fails as well.
    await user.click(screen.getByRole('button', { name: 'کپی CLR-1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('کپی نشد، دوباره تلاش کنید');
  });
});
