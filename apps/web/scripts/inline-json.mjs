/**
 * JSON for a `<script type="application/json">` data block. The browser never runs such a block
 * (and CSP's script-src does not apply to it), but the HTML parser still ends the element at the
 * first `</script`, and `<!--` can switch it into an escaped state: so `<`, `>` and `&` are
 * written as JSON escapes, which JSON.parse reads back unchanged. U+2028/U+2029 are escaped too,
 * so the text is also a valid JavaScript string literal wherever someone copies it.
 * @param {unknown} value
 * @returns {string}
 */
export function serializeForScript(value) {
  return JSON.stringify(value ?? null).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
