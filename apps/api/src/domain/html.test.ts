import { nothingSafeLeftMessage } from '@clorofil/api-client/contract';
import { describe, expect, it } from 'vitest';
import { XSS_VECTORS } from '@clorofil/rules/testing';
import { DomainError } from './errors.js';
import { cleanEditorHtml, sanitizeServerHtml } from './html.js';

const TAGS = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a']);
const ATTRIBUTES = new Set(['href', 'target', 'rel']);

/**
 * What is wrong with sanitised output, read the way a browser would: text escapes every `<`, so
 * each raw `<` opens a tag, which must be on the allowlist with allowed attributes and safe URLs.
 */
function problemsOf(html: string): string[] {
  const problems: string[] = [];
  for (const [, name = '', attributes = ''] of html.matchAll(/<\/?([^\s>/]+)([^>]*)>/g)) {
    if (!TAGS.has(name)) problems.push(`tag ${name}`);
    for (const [, attribute = '', value] of attributes.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      if (!ATTRIBUTES.has(attribute)) problems.push(`attribute ${attribute}`);
      if ((attribute === 'href' || attribute === 'src') && !/^(https:\/\/|mailto:)/.test(value ?? ''))
        problems.push(`${attribute}=${value}`);
    }
  }
  if (html.replace(/<\/?[^\s>/]+[^>]*>/g, '').includes('<')) problems.push('a stray <');
  return problems;
}

// SECURITY 20: the allowlist, every surviving URL https or mailto, and idempotence.
describe('sanitizeServerHtml over the XSS corpus', () => {
  it(`holds ${XSS_VECTORS.length} labelled vectors`, () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(XSS_VECTORS.map((v) => [v.class, v.html]))('neutralises %s: %s', (_kind, vector) => {
    const clean = sanitizeServerHtml(vector);
    expect(problemsOf(clean)).toEqual([]);
    expect(sanitizeServerHtml(clean)).toBe(clean);
  });

  it('is idempotent over the whole corpus in one document, as a page body would hold it', () => {
    const once = sanitizeServerHtml(XSS_VECTORS.map((v) => v.html).join('\n'));
    expect(sanitizeServerHtml(once)).toBe(once);
    expect(problemsOf(once)).toEqual([]);
  });

  it('finds what it looks for (the check itself is not blind)', () => {
    expect(problemsOf('<p onclick="x()">a</p><a href="javascript:x()">b</a><svg></svg>')).toEqual([
      'attribute onclick',
      'href=javascript:x()',
      'tag svg',
      'tag svg',
    ]);
  });

  it('keeps the allowed structure and marks links', () => {
    const html =
      '<h2>عنوان</h2><p>متن <strong>پررنگ</strong> و <em>کج</em></p><ul><li>یک</li></ul><blockquote>نقل</blockquote><a href="mailto:club@bargsabz.example">ایمیل</a>';
    expect(sanitizeServerHtml(html)).toBe(
      '<h2>عنوان</h2><p>متن <strong>پررنگ</strong> و <em>کج</em></p><ul><li>یک</li></ul><blockquote>نقل</blockquote><a href="mailto:club@bargsabz.example" target="_blank" rel="noopener noreferrer nofollow">ایمیل</a>',
    );
  });
});

describe('cleanEditorHtml', () => {
  it('cleans what an editor pasted and keeps the rest', () => {
    expect(cleanEditorHtml('content', '<div><p onclick="x()">سلام</p><script>x()</script></div>')).toBe('<p>سلام</p>');
  });

  it('accepts an empty body (the page shows its fallback)', () => {
    expect(cleanEditorHtml('content', '  ')).toBe('');
  });

  it('refuses, in Persian, HTML that leaves nothing safe behind', () => {
    const refuse = () => cleanEditorHtml('content', '<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(refuse).toThrow(DomainError);
    try {
      refuse();
    } catch (error) {
      // An invalid request: answered 400 with the field's message (http/errors.ts).
      expect((error as DomainError).kind).toBe('invalid');
      expect((error as DomainError).errors).toEqual({ content: nothingSafeLeftMessage });
    }
  });
});
