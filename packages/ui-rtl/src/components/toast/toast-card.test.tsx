import { screen } from '@testing-library/react';
import type { Toast } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing';
import { ToastCard } from './toast-card';

const shown = { id: 'sample', visible: true } as Toast;

describe('ToastCard as a sample', () => {
  it('looks like the members’ toast without being announced or offering to close', () => {
    renderWithProviders(<ToastCard t={shown} kind="reward" message="کد هدیهٔ شما آماده است" sample />);
    const card = screen.getByText('کد هدیهٔ شما آماده است').closest('[data-kind]')!;
    expect(card).toHaveAttribute('data-kind', 'reward');
    expect(card).not.toHaveAttribute('role');
    expect(card).not.toHaveAttribute('aria-live');
    expect(screen.queryByRole('button', { name: 'بستن پیام' })).toBeNull();
    expect(screen.getByText('جایزه:')).toBeInTheDocument();
  });

  it('is a polite live region with a close button when shown to a member', () => {
    renderWithProviders(<ToastCard t={shown} kind="info" message="خوش آمدید" />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'بستن پیام' })).toBeInTheDocument();
  });
});
