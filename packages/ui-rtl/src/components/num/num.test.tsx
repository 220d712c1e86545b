import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing';
import { Code, Num } from './num';

describe('Num and Code', () => {
  it('shows grouped Persian digits with the unit, isolated from the text around them', () => {
    renderWithProviders(
      <p>
        مبلغ <Num value={1250000} unit="rial" /> و <Num value={-12345} /> و <Num value={45000} unit="toman" />
      </p>,
    );
    const rial = screen.getByText('۱٬۲۵۰٬۰۰۰ ریال');
    expect(rial.tagName).toBe('BDI');
    expect(screen.getByText(/۱۲٬۳۴۵/)).toBeInTheDocument();
    expect(screen.getByText('۴۵٬۰۰۰ تومان')).toBeInTheDocument();
  });

  it('shows a dash for a missing value', () => {
    renderWithProviders(<Num value={undefined} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('keeps a code left-to-right with Persian digits and no grouping', () => {
    renderWithProviders(<Code>IR12-0170</Code>);
    const code = screen.getByText('IR۱۲-۰۱۷۰');
    expect(code).toHaveAttribute('dir', 'ltr');
  });
});
