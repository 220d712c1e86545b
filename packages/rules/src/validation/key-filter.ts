import { isAnyDigit } from '../normalize/digits';

/** The parts of a keyboard event the filter reads; a DOM or React KeyboardEvent fits. */
export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  isComposing?: boolean;
}

// Named keys (Backspace, Delete, Tab, Enter, arrows, Home, End, Shift, F5, …) are spelt as words.
// This also lets through 'Unidentified' and 'Process', which Android keyboards and IMEs send for
// every key: blocking them would block digits too, and the value is normalised and validated anyway.
const NAMED_KEY = /^[A-Z][A-Za-z0-9]+$/;

/**
 * SPEC §5 key filter for numeric inputs: digits (Latin, Persian, Arabic), editing and navigation
 * keys and keyboard shortcuts pass; any other character is blocked.
 *
 * Shortcuts (Ctrl/⌘ + key) always pass, not only select-all/copy/paste/cut: they never insert a
 * character, and blocking them would break undo, reload, zoom and find. Ctrl+Alt is AltGr on
 * Windows, which types characters, so it is filtered like plain typing.
 */
export function isAllowedKey(event: KeyLike): boolean {
  if (event.isComposing) return true;
  if (NAMED_KEY.test(event.key)) return true;
  const shortcut = (event.ctrlKey || event.metaKey) && !(event.ctrlKey && event.altKey);
  if (shortcut) return true;
  return isAnyDigit(event.key);
}

/** A ready `onKeyDown` handler: prevents the keystroke when `isAllowedKey` says no. */
export function blockDisallowedKey(event: KeyLike & { preventDefault(): void }): void {
  if (!isAllowedKey(event)) event.preventDefault();
}
