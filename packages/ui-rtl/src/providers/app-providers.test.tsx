import { useLocaleContext } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers';

function Locale() {
  const { locale, dir } = useLocaleContext();
  return <output>{`${locale} ${dir}`}</output>;
}

// The first Intl call of a page loads ICU's data (a long task on a phone's main thread), and
// Chakra's LocaleProvider makes one at start, to find fa-IR's direction (Intl.Locale#maximize). patches/@zag-js__i18n-utils@1.43.3.patch answers
// it for fa, ar and he without ICU, so a public page, which formats nothing with Intl, loads none.
describe('AppProviders', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives every Chakra and Ark component fa-IR, right to left, without asking Intl', () => {
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize');
    const locale = vi.spyOn(Intl, 'Locale');
    render(
      <AppProviders>
        <Locale />
      </AppProviders>,
    );
    expect(screen.getByRole('status').textContent).toBe('fa-IR rtl');
    expect(maximize).not.toHaveBeenCalled();
    expect(locale).not.toHaveBeenCalled();
  });
});
