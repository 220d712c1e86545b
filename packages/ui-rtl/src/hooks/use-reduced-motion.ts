import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(query);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

const snapshot = () => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches;

/**
 * True while the member asks the system for less motion (WCAG 2.3.3); a change of the setting
 * re-renders. For motion CSS cannot switch off itself (`_motionReduce`): the wheel then never
 * turns, the carousel jumps instead of sliding. False on the server.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
