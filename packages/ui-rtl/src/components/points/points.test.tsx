import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, tokenColor } from '../../testing';
import { PointsAmount, PointsStatus } from './points';

describe('points', () => {
  it('shows green only for credited points, muted for pending and returned ones, red for spent', () => {
    renderWithProviders(
      <>
        <PointsAmount score={125} spent={false} state="done" />
        <PointsAmount score={185} spent={false} state="pending" />
        <PointsAmount score={48} spent={false} state="cancelled" />
        <PointsAmount score={80} spent state="done" />
      </>,
    );
    const color = (text: string) => getComputedStyle(screen.getByText(text)).color;
    expect(color('+۱۲۵')).toBe(tokenColor('brand-fg'));
    expect(color('+۱۸۵')).toBe(tokenColor('fg-muted'));
    expect(color('+۴۸')).toBe(tokenColor('fg-muted'));
    expect(getComputedStyle(screen.getByText('+۴۸')).textDecorationLine).toBe('line-through');
    expect(color('−۸۰')).toBe(tokenColor('red-600'));
  });

  it('says a pending line’s state in words beside its icon', () => {
    renderWithProviders(<PointsStatus spent={false} state="pending" text="در انتظار پایان مهلت مرجوعی" />);
    const status = screen.getByText('در انتظار پایان مهلت مرجوعی').parentElement!;
    expect(status).toHaveAttribute('data-status', 'pending');
    expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
