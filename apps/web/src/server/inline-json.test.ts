import { describe, expect, it } from 'vitest';
import { serializeForScript } from '../../scripts/inline-json.mjs';

/** Parses `html` the way a browser does and returns the text of the data block (or null). */
function dataBlockText(html: string): { blocks: number; text: string | null } {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const scripts = doc.querySelectorAll('script');
  return { blocks: scripts.length, text: scripts[0]?.textContent ?? null };
}

describe('serializeForScript', () => {
  it('keeps a page body that tries to close the data block inside it', () => {
    const page = { title: 'درباره ما', content: '<p>سلام</p></script><script>alert(1)</script><!-- x -->' };
    const html = `<script type="application/json" id="data">${serializeForScript(page)}</script>`;
    expect(html.toLowerCase().indexOf('</script')).toBe(html.length - '</script>'.length);
    const { blocks, text } = dataBlockText(html);
    expect(blocks).toBe(1);
    expect(JSON.parse(text!)).toEqual(page);
  });

  it('escapes <, >, & and the JavaScript line separators, and nothing is lost', () => {
    const value = { a: 'x < y && y > z', b: 'line\u2028break\u2029end', c: '<!--', n: 12, ok: true, none: null };
    const text = serializeForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c');
    expect(text).toContain('\\u2028');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('writes Persian text as is (only the dangerous characters are escaped)', () => {
    expect(serializeForScript({ q: 'پرسش‌های متداول' })).toBe('{"q":"پرسش‌های متداول"}');
  });

  it('writes null for nothing', () => {
    expect(serializeForScript(undefined)).toBe('null');
  });
});
