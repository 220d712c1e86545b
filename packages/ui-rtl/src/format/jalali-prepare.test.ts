// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh jalali.ts each time: which formatters exist (and when they were built) is its own state.
async function freshJalali() {
  vi.resetModules();
  return import('./jalali');
}

describe('prepareJalaliFormats', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('builds the date formatter in a task of its own, and the first date uses that one', async () => {
    vi.useFakeTimers();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const { formatJalaliDate, prepareJalaliFormats } = await freshJalali();
    prepareJalaliFormats();
    // Not in the caller's task (a component's effect): after it.
    expect(built).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(built).toHaveBeenCalledTimes(1);
    expect(built.mock.calls[0]?.[0]).toBe('fa-IR-u-ca-persian');
    expect(formatJalaliDate('2024-03-20T12:00:00Z')).toBe('۱۴۰۳/۱/۱');
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('builds nothing once cancelled (a layout unmounted at once)', async () => {
    vi.useFakeTimers();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const { prepareJalaliFormats } = await freshJalali();
    prepareJalaliFormats()();
    vi.runAllTimers();
    expect(built).not.toHaveBeenCalled();
  });
});
