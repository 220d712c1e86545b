import { readFileSync } from 'node:fs';

export type XssVector = { class: string; html: string };

/** Issue 15's corpus: one data file in ui-rtl, read here as the e2e suite reads it. */
export const XSS_VECTORS: readonly XssVector[] = (
  JSON.parse(
    readFileSync(new URL('../../../../../packages/ui-rtl/src/sanitize/xss-corpus.json', import.meta.url), 'utf8'),
  ) as { vectors: XssVector[] }
).vectors;
