import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing';
import { SkeletonList } from './skeleton-card';

describe('SkeletonList', () => {
  it('shows five reward skeletons by default and says it is loading', () => {
    renderWithProviders(<SkeletonList />);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('در حال بارگذاری…');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows as many cards as asked, with a custom label', () => {
    renderWithProviders(<SkeletonList count={2} label="در حال دریافت جایزه‌ها" />);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('در حال دریافت جایزه‌ها');
  });
});
