import { useLocaleContext } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app-providers';

function Locale() {
  const { locale, dir } = useLocaleContext();
  return <output>{`${locale} ${dir}`}</output>;
}

describe('AppProviders', () => {
  it('gives every Chakra and Ark component fa-IR, right to left', () => {
    render(
      <AppProviders>
        <Locale />
      </AppProviders>,
    );
    expect(screen.getByRole('status').textContent).toBe('fa-IR rtl');
  });
});
