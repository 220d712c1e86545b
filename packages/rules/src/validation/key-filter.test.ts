// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blockDisallowedKey, isAllowedKey } from './key-filter';

describe('isAllowedKey', () => {
  it.each(['0', '5', '9', '۰', '۵', '۹', '٠', '٥', '٩'])('allows the digit %s', (key) => {
    expect(isAllowedKey({ key })).toBe(true);
  });

  it.each([
    'Backspace',
    'Delete',
    'Tab',
    'Enter',
    'Escape',
    'ArrowLeft',
    'ArrowRight',
    'ArrowUp',
    'ArrowDown',
    'Home',
    'End',
    'Shift',
    'Control',
    'Unidentified',
  ])('allows the named key %s', (key) => {
    expect(isAllowedKey({ key })).toBe(true);
  });

  it.each(['a', 'c', 'v', 'x'])('allows Ctrl+%s and ⌘+%s', (key) => {
    expect(isAllowedKey({ key, ctrlKey: true })).toBe(true);
    expect(isAllowedKey({ key, metaKey: true })).toBe(true);
    expect(isAllowedKey({ key: key.toUpperCase(), ctrlKey: true })).toBe(true);
  });

  it('allows paste on a Persian keyboard layout, where Ctrl+V reports a Persian letter', () => {
    expect(isAllowedKey({ key: 'ر', code: 'KeyV', ctrlKey: true })).toBe(true);
  });

  it.each(['a', 'z', 'ا', 'ب', '-', '.', ' ', '+', 'e', '😀'])('blocks the character %s', (key) => {
    expect(isAllowedKey({ key })).toBe(false);
  });

  it('treats Ctrl+Alt (AltGr on Windows) as typing, so it cannot smuggle characters in', () => {
    expect(isAllowedKey({ key: '@', ctrlKey: true, altKey: true })).toBe(false);
    expect(isAllowedKey({ key: '7', ctrlKey: true, altKey: true })).toBe(true);
  });

  it('does not interfere while an IME is composing', () => {
    expect(isAllowedKey({ key: 'ا', isComposing: true })).toBe(true);
  });
});

describe('blockDisallowedKey', () => {
  function press(key: string, extra: Partial<{ ctrlKey: boolean }> = {}) {
    let prevented = false;
    blockDisallowedKey({
      key,
      ...extra,
      preventDefault: () => {
        prevented = true;
      },
    });
    return prevented;
  }

  it('prevents only disallowed keys', () => {
    expect(press('a')).toBe(true);
    expect(press('۴')).toBe(false);
    expect(press('Backspace')).toBe(false);
    expect(press('v', { ctrlKey: true })).toBe(false);
  });
});
