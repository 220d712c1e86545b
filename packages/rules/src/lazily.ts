/**
 * A value made on first use, then kept. Intl formatters load ICU data (fa-IR digits, the Persian
 * calendar, Tehran's zone) when constructed — milliseconds each on a cheap phone — so they are
 * built when a screen first formats something, not while the app's code is being evaluated.
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
