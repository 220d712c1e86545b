import { describe, expect, it } from 'vitest';
import { sanitizeServerHtml, sanitizeToastHtml } from './server-html';
import { XSS_VECTORS } from './xss-corpus';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

const ALLOWED = new Set(['P', 'BR', 'STRONG', 'EM', 'UL', 'OL', 'LI', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'A']);

describe('sanitizeServerHtml over the XSS corpus', () => {
  it('has at least a hundred labelled vectors', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(100);
    for (const vector of XSS_VECTORS) expect(vector.class).toMatch(/^[a-z-]+$/);
  });

  it.each(XSS_VECTORS.map((vector) => [vector.class, vector.html]))('neutralises %s: %s', (_kind, vector) => {
    const clean = sanitizeServerHtml(vector);
    const tree = parse(clean);
    for (const element of tree.querySelectorAll('*')) {
      expect(ALLOWED.has(element.tagName)).toBe(true);
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(['href', 'target', 'rel']).toContain(attribute.name);
      }
    }
    for (const link of tree.querySelectorAll('a[href]'))
      expect(link.getAttribute('href')).toMatch(/^(https:\/\/|mailto:)/);
    // A browser that re-parses the output must get the same tree (no mutation on the way in).
    expect(parse(tree.innerHTML).innerHTML).toBe(tree.innerHTML);
    expect(sanitizeServerHtml(clean)).toBe(clean);
  });
});

describe('sanitizeServerHtml', () => {
  it('keeps the allowed content and opens links safely in a new tab', () => {
    const html =
      '<h2>قوانین</h2><p>لطفاً <strong>دقت</strong> کنید <em>حتماً</em>.<br></p><ul><li>یک</li></ul><ol><li>دو</li></ol>' +
      '<blockquote>نقل</blockquote><a href="https://clorofil.ir/page/faq" target="_self">پرسش‌ها</a>' +
      '<a href="mailto:club@example.com">ایمیل</a>';
    const tree = parse(sanitizeServerHtml(html));
    expect(tree.querySelector('h2')?.textContent).toBe('قوانین');
    expect(tree.querySelector('strong')?.textContent).toBe('دقت');
    expect(tree.querySelectorAll('li')).toHaveLength(2);
    const links = [...tree.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://clorofil.ir/page/faq',
      'mailto:club@example.com',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
  });

  it('drops images, which the CSP would block and which would tell an outside host who reads', () => {
    expect(sanitizeServerHtml('<p>متن<img src="https://cdn.example.com/a.png" alt="تصویر"></p>')).toBe('<p>متن</p>');
  });

  it('keeps the text of dropped wrappers but not of scripts', () => {
    expect(sanitizeServerHtml('<div><span>سلام</span></div><script>bad()</script>')).toBe('سلام');
  });

  it('drops site-relative links too: the content has none and they would open in a new tab', () => {
    expect(sanitizeServerHtml('<a href="/page/faq">پرسش‌ها</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">پرسش‌ها</a>',
    );
  });
});

describe('sanitizeToastHtml (a notification)', () => {
  it('keeps bold, line breaks and https links; paragraphs become lines', () => {
    expect(
      sanitizeToastHtml(
        '<p><strong>۲۰٪ تخفیف</strong> تا جمعه</p><p><a href="https://shop.example.ir/sale">ببینید</a></p>',
      ),
    ).toBe(
      '<strong>۲۰٪ تخفیف</strong> تا جمعه<br /><a href="https://shop.example.ir/sale" target="_blank" rel="noopener noreferrer nofollow">ببینید</a>',
    );
  });

  it('drops headings, lists, italics and mailto or relative links, keeping their text', () => {
    expect(
      sanitizeToastHtml(
        '<h2>عنوان</h2><ul><li>یک</li></ul><em>کج</em><a href="mailto:a@b.ir">ایمیل</a><a href="/rewards">جایزه</a>',
      ),
    ).toBe(
      'عنوانیککج<a target="_blank" rel="noopener noreferrer nofollow">ایمیل</a><a target="_blank" rel="noopener noreferrer nofollow">جایزه</a>',
    );
  });

  it.each(XSS_VECTORS.map((vector) => [vector.class, vector.html]))('neutralises %s: %s', (_kind, vector) => {
    const clean = sanitizeToastHtml(vector);
    const tree = parse(clean);
    for (const element of tree.querySelectorAll('*')) {
      expect(['STRONG', 'BR', 'A']).toContain(element.tagName);
      for (const attribute of element.attributes) expect(['href', 'target', 'rel']).toContain(attribute.name);
    }
    for (const link of tree.querySelectorAll('a[href]')) expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(sanitizeToastHtml(clean)).toBe(clean);
  });
});
