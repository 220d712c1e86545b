import createCache, { type EmotionCache } from '@emotion/cache';
import { SERVER_STYLES, STYLE_CACHE_KEY } from '../hydration/style-cache';

/**
 * An Emotion cache for one server render. `compat` makes Emotion keep each rule's text in
 * `inserted` instead of writing `<style>` elements next to the components (which would leave
 * nodes in the markup that the browser's render does not have), so the whole sheet can go into
 * <head> at once.
 */
export function createServerStyleCache(): EmotionCache {
  const cache = createCache({ key: STYLE_CACHE_KEY });
  cache.compat = true;
  return cache;
}

const attribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
// Rule text comes from our own styles, but `</style` inside one would end the element early.
const ruleText = (value: string) => value.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The `<style>` elements of a finished render, in the shape the browser's Emotion takes over
 * without inserting the rules again: every class rule in one `data-emotion="cl-server name…"`
 * element, whose names the browser's cache marks inserted (hydration/style-cache.ts), and each
 * non-empty global sheet as `data-emotion="cl-global name"`, which its <Global> takes over on
 * hydration (none on the app's pages: Chakra's global sheet and layer order are the built
 * chakra-global.css). Each carries `data-s`, which tells the cache @emotion/react makes by itself
 * to leave it alone.
 */
export function styleTags(cache: EmotionCache): string {
  const globals: string[] = [];
  const names: string[] = [];
  let rules = '';
  for (const [name, text] of Object.entries(cache.inserted)) {
    if (typeof text !== 'string') continue;
    if (cache.registered[`${cache.key}-${name}`] === undefined) {
      // An empty global writes nothing in the browser either: no element for it to take over.
      if (text === '') continue;
      globals.push(
        `<style data-emotion="${attribute(`${cache.key}-global ${name}`)}" data-s="">${ruleText(text)}</style>`,
      );
    } else {
      names.push(name);
      rules += text;
    }
  }
  const classes = names.length
    ? `<style data-emotion="${attribute(`${SERVER_STYLES} ${names.join(' ')}`)}" data-s="">${ruleText(rules)}</style>`
    : '';
  return globals.join('') + classes;
}
