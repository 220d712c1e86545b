import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * An Emotion cache for one server render. `compat` makes Emotion keep each rule's text in
 * `inserted` instead of writing `<style>` elements next to the components (which would leave
 * nodes in the markup that the browser's render does not have), so the whole sheet can go into
 * <head> at once.
 */
export function createServerStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

const attribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
// Rule text comes from our own styles, but `</style` inside one would end the element early.
const ruleText = (value: string) => value.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The `<style>` elements of a finished render, in the shape the browser's Emotion adopts instead
 * of inserting the rules again: every class rule in one `data-emotion="css name…"` element (the
 * browser's cache marks those names inserted), and each global sheet (Chakra's layers, tokens,
 * reset) as `data-emotion="css-global name"`, which its <Global> takes over on hydration.
 */
export function styleTags(cache: EmotionCache): string {
  const globals: string[] = [];
  const names: string[] = [];
  let rules = '';
  for (const [name, text] of Object.entries(cache.inserted)) {
    if (typeof text !== 'string') continue;
    if (cache.registered[`${cache.key}-${name}`] === undefined) {
      globals.push(`<style data-emotion="${attribute(`${cache.key}-global ${name}`)}">${ruleText(text)}</style>`);
    } else {
      names.push(name);
      rules += text;
    }
  }
  const classes = names.length
    ? `<style data-emotion="${attribute(`${cache.key} ${names.join(' ')}`)}">${ruleText(rules)}</style>`
    : '';
  return globals.join('') + classes;
}
