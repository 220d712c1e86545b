import { nothingSafeLeftMessage } from '@clorofil/api-client/contract';
import { sanitizeServerHtml } from '@clorofil/rules/sanitize';
import { invalid } from './errors.js';

// SECURITY 20: server HTML is sanitised once, when it is written (seed or an editor's
// save), with the one allowlist in @clorofil/rules. Reads serve the stored HTML as it is and the browser
// renders it without a sanitiser of its own, so nothing may reach the table any other way.
export { sanitizeServerHtml };

/**
 * An editor's HTML as it will be stored: unsafe parts are removed (cleaned, not refused, because
 * pasted HTML is full of harmless wrappers an editor cannot see), and the response shows what
 * was kept. Refused only when something was sent and nothing safe is left, so a paste of pure
 * script never blanks a page by surprise.
 */
export function cleanEditorHtml(field: string, html: string): string {
  const clean = sanitizeServerHtml(html).trim();
  if (html.trim() && !textOf(clean)) throw invalid({ [field]: nothingSafeLeftMessage });
  return clean;
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\s/g, '')
    .trim();
