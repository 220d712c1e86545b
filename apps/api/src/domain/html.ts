import { sanitizeServerHtml as sanitize } from '@clorofil/ui-rtl/sanitize';

// SECURITY 20: the one allowlist for server HTML lives in ui-rtl and is shared with SafeHtml.

// Sanitising is pure and costly (every reward list sanitises every description), so results are
// memoised by their input: a changed row is a different key and is sanitised afresh.
const MEMO_LIMIT = 1000;
const memo = new Map<string, string>();

export function sanitizeServerHtml(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitize(html);
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(html, clean);
  return clean;
}
