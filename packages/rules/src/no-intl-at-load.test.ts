import { afterEach, describe, expect, it, vi } from 'vitest';

// An Intl formatter loads ICU data when it is built (the Persian calendar with Tehran's zone is
// tens of milliseconds of a phone's main thread), so none may be built while the code is evaluated:
// the rules (the API contract brings them in at every start) make theirs on first use (lazily.ts).
describe('evaluating the rules', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds no Intl formatter', async () => {
    const built = [
      vi.spyOn(Intl, 'DateTimeFormat'),
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Intl, 'PluralRules'),
      vi.spyOn(Intl, 'Collator'),
    ];
    vi.resetModules();
    await import('./index');
    for (const spy of built) expect(spy).not.toHaveBeenCalled();
    // …and on first use it is built once.
    const { tehranJalaliDate } = await import('./validation/jalali-calendar');
    tehranJalaliDate(new Date('2026-03-21T12:00:00Z'));
    tehranJalaliDate(new Date('2026-03-22T12:00:00Z'));
    expect(built[0]).toHaveBeenCalledTimes(1);
  });
});
