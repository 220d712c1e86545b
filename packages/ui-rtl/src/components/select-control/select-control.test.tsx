import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing';
import { SelectControl } from './select-control';

const provinces = [
  { value: 1, label: 'تهران' },
  { value: 2, label: 'اصفهان' },
  { value: 3, label: 'فارس', disabled: true },
];

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="province">استان</label>
      <SelectControl
        id="province"
        options={provinces}
        placeholder="انتخاب کنید"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <output>{value}</output>
    </>
  );
}

describe('SelectControl', () => {
  it('starts on the placeholder and lets the member choose with a native select', async () => {
    const { user } = renderWithProviders(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'استان' });
    expect(select).toHaveDisplayValue('انتخاب کنید');
    expect(screen.getByRole('option', { name: 'انتخاب کنید' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'فارس' })).toBeDisabled();
    await user.selectOptions(select, 'اصفهان');
    expect(select).toHaveDisplayValue('اصفهان');
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('can be disabled and marked invalid', () => {
    renderWithProviders(
      <SelectControl aria-label="شهر" options={provinces} disabled invalid value="" onChange={() => {}} />,
    );
    const select = screen.getByRole('combobox', { name: 'شهر' });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});
