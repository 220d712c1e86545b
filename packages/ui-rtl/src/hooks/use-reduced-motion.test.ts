import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePrefersReducedMotion } from './use-reduced-motion';

const baseMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = baseMatchMedia;
});

/** A system setting the test can change while the hook listens. */
function reducedMotionSetting(initial: boolean) {
  let reduce = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    ...baseMatchMedia(query),
    matches: query === '(prefers-reduced-motion: reduce)' && reduce,
    addEventListener: (_type: string, listener: () => void) => {
      listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: () => void) => {
      listeners.delete(listener);
    },
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      reduce = next;
      listeners.forEach((listener) => listener());
    },
    listening: () => listeners.size,
  };
}

describe('usePrefersReducedMotion', () => {
  it('follows the system setting while mounted and stops listening when unmounted', () => {
    const setting = reducedMotionSetting(false);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => setting.set(true));
    expect(result.current).toBe(true);
    act(() => setting.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(setting.listening()).toBe(0);
  });
});
