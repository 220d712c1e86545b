import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The key of the app's Emotion cache, on the server and in the browser: class names are
 * `cl-<hash>`. Not Emotion's default `css`: @emotion/react makes a cache with that key as soon as it
 * is evaluated, and that cache takes every `<style data-emotion="css …">` of the page and appends it
 * to <head> again.
 */
export const STYLE_CACHE_KEY = 'cl';

/**
 * How the server marks the `<style>` of its class rules (`data-emotion="cl-server name…"`,
 * server/emotion-styles.ts). Not `cl name…`: an Emotion cache adopts the elements named so by
 * moving each one to its own place in <head>, and a style sheet moved makes the browser compute the
 * whole page's style and layout once more, here while the page starts (bench/web/profile.mjs: a
 * ~200 ms task at phone speed on every page the server rendered, e2e prerender.test.ts).
 */
export const SERVER_STYLES = `${STYLE_CACHE_KEY}-server`;

/**
 * The browser's Emotion cache. On a page the server rendered, the rules the server wrote count as
 * inserted and their `<style>` stays where it is; rules rendered later go into a new element at
 * the end of <head>, after it.
 */
export function browserStyleCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: STYLE_CACHE_KEY });
  for (const node of doc.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${SERVER_STYLES} "]`))
    for (const name of (node.dataset.emotion ?? '').split(' ').slice(1)) cache.inserted[name] = true;
  return cache;
}
