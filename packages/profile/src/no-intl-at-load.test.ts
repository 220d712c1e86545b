import { afterEach, describe, expect, it, vi } from 'vitest';

// As ui-rtl's format/no-intl-at-load.test.ts: an Intl formatter loads ICU data when it is built,
// so the profile's code builds no Intl formatter while it is evaluated — the form's messages write their numbers with formatNumber.
describe('evaluating the profile feature', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats no number with Intl', async () => {
    // Chakra's own dependencies probe Intl when evaluated (`@internationalized/number`; tree-shaken
    // out of the app's bundle): they load before the spies, and resetModules keeps them.
    await import('@chakra-ui/react');
    const built = [
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Intl, 'DateTimeFormat'),
      vi.spyOn(Number.prototype, 'toLocaleString'),
    ];
    vi.resetModules();
    await import('./index');
    await import('./form/profile-schema');
    for (const spy of built) expect(spy).not.toHaveBeenCalled();
  });
});
