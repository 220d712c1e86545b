import { describe, expect, it } from 'vitest';
import { sanitizeServerHtml } from './html.js';

// SECURITY 20: the allowlist, and every surviving URL https or mailto.
const VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/relative">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><button formaction=javascript:alert(1)>x</button></form>',
  '<p onmouseover="alert(1)">hover</p>',
];

describe('sanitizeServerHtml', () => {
  it.each(VECTORS)('neutralises %s', (vector) => {
    const clean = sanitizeServerHtml(vector);
    expect(clean).not.toMatch(/<script|<iframe|<svg|<style|<form|<button|\son\w+=|javascript:|data:/i);
    for (const match of clean.matchAll(/(?:href|src)="([^"]*)"/g)) expect(match[1]).toMatch(/^(https:\/\/|mailto:)/);
    expect(sanitizeServerHtml(clean)).toBe(clean);
  });

  it('keeps the allowed structure and marks links', () => {
    const html =
      '<h2>عنوان</h2><p>متن <strong>پررنگ</strong> و <em>کج</em></p><ul><li>یک</li></ul><blockquote>نقل</blockquote><a href="mailto:club@bargsabz.example">ایمیل</a><img src="https://cdn.example/a.png" alt="تصویر">';
    expect(sanitizeServerHtml(html)).toBe(
      '<h2>عنوان</h2><p>متن <strong>پررنگ</strong> و <em>کج</em></p><ul><li>یک</li></ul><blockquote>نقل</blockquote><a href="mailto:club@bargsabz.example" target="_blank" rel="noopener noreferrer nofollow">ایمیل</a><img src="https://cdn.example/a.png" alt="تصویر" />',
    );
  });
});
