import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing';
import { SkeletonForm } from './skeleton-form';

describe('SkeletonForm', () => {
  it('draws four fields by default and says it is loading', () => {
    renderWithProviders(<SkeletonForm />);
    expect(screen.getAllByTestId('skeleton-field')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('در حال بارگذاری…');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('draws as many fields as asked, with a custom label', () => {
    renderWithProviders(<SkeletonForm fields={3} label="در حال دریافت اطلاعات حساب بانکی…" />);
    expect(screen.getAllByTestId('skeleton-field')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('در حال دریافت اطلاعات حساب بانکی…');
  });
});
