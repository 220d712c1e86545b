import { afterEach, describe, expect, it, vi } from 'vitest';

// An Intl formatter loads ICU data when it is built (fa-IR digits, the Persian calendar with
// Tehran's zone: tens of milliseconds of a phone's main thread), so none may be built while the
// code is evaluated: the display formatters make theirs on first use (`lazily` of @clorofil/rules).
describe('evaluating the formatters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds no Intl formatter', async () => {
    const built = [
      vi.spyOn(Intl, 'DateTimeFormat'),
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Intl, 'PluralRules'),
      vi.spyOn(Intl, 'Collator'),
    ];
    vi.resetModules();
    const { formatJalaliDate } = await import('./index');
    for (const spy of built) expect(spy).not.toHaveBeenCalled();
    // …and on first use it is built once.
    formatJalaliDate(new Date('2026-03-21T12:00:00Z'));
    formatJalaliDate(new Date('2026-03-22T12:00:00Z'));
    expect(built[0]).toHaveBeenCalledTimes(1);
  });
});
