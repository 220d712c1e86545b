import { SERVER_STATE_ID, type ServerState } from '../hydration/server-state';
import { serializeForScript } from '../../scripts/inline-json.mjs';

export type PageParts = {
  /** The app's markup. */
  html: string;
  /** The <style> elements of the render (server/emotion-styles.ts). */
  styles: string;
  state: ServerState;
};

const ROOT = '<div id="root"></div>';

/**
 * The built index.html with a rendered page in it: the styles at the end of <head>, the markup in
 * #root, and the data it was rendered from as a non-executable JSON block after it (no inline
 * script, so the CSP's script-src 'self' holds).
 */
export function pageDocument(template: string, parts: PageParts): string {
  if (!template.includes(ROOT) || !template.includes('</head>')) {
    throw new Error('index.html has no <div id="root"></div> or </head> to render into');
  }
  // React writes a page's <title> in front of its markup when it renders less than a whole
  // document; in <head>, in place of the template's, it is the title the tab and a search engine read.
  const title = /^<title>[^<]*<\/title>/.exec(parts.html)?.[0];
  const html = title ? parts.html.slice(title.length) : parts.html;
  const data = `<script type="application/json" id="${SERVER_STATE_ID}">${serializeForScript(parts.state)}</script>`;
  // Replacer functions: the page's text may contain `$&` and the like, which a replacement string would expand.
  const head = title ? template.replace(/<title>[^<]*<\/title>/, () => title) : template;
  return head
    .replace('</head>', () => `${parts.styles}</head>`)
    .replace(ROOT, () => `<div id="root">${html}</div>${data}`);
}
