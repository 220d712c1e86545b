import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing';
import { SafeHtml } from './safe-html';
import { sanitizeServerHtml } from '../../sanitize/server-html';
import { XSS_CORPUS } from './xss-corpus';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

const ALLOWED = new Set(['P', 'BR', 'STRONG', 'EM', 'UL', 'OL', 'LI', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'A', 'IMG']);

describe('sanitizeServerHtml', () => {
  it.each(XSS_CORPUS)('neutralises %s', (vector) => {
    const clean = sanitizeServerHtml(vector);
    const tree = parse(clean);
    for (const element of tree.querySelectorAll('*')) {
      expect(ALLOWED.has(element.tagName)).toBe(true);
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(['href', 'src', 'alt', 'target', 'rel']).toContain(attribute.name);
      }
    }
    for (const link of tree.querySelectorAll('a[href]'))
      expect(link.getAttribute('href')).toMatch(/^(https:\/\/|mailto:)/);
    for (const image of tree.querySelectorAll('img')) expect(image.getAttribute('src')).toMatch(/^https:\/\//);
    expect(sanitizeServerHtml(clean)).toBe(clean);
  });

  it('keeps the allowed content and opens links safely in a new tab', () => {
    const html =
      '<h2>قوانین</h2><p>لطفاً <strong>دقت</strong> کنید <em>حتماً</em>.<br></p><ul><li>یک</li></ul><ol><li>دو</li></ol>' +
      '<blockquote>نقل</blockquote><a href="https://clorofil.ir/page/faq" target="_self">پرسش‌ها</a>' +
      '<a href="mailto:club@example.com">ایمیل</a><img src="https://cdn.example.com/p.png" alt="جایزه">';
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
    expect(tree.querySelector('img')).toHaveAttribute('alt', 'جایزه');
  });

  it('marks an image without alt text as decorative', () => {
    expect(sanitizeServerHtml('<img src="https://cdn.example.com/a.png">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="" />',
    );
  });

  it('keeps the text of dropped wrappers but not of scripts', () => {
    expect(sanitizeServerHtml('<div><span>سلام</span></div><script>bad()</script>')).toBe('سلام');
  });
});

describe('SafeHtml', () => {
  it('renders sanitised server HTML', () => {
    renderWithProviders(
      <SafeHtml html={'<h3>توضیحات</h3><p onclick="x()">متن <a href="javascript:x()">پیوند</a></p>'} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'توضیحات' })).toBeInTheDocument();
    expect(screen.getByText(/متن/)).not.toHaveAttribute('onclick');
    expect(screen.getByText('پیوند')).not.toHaveAttribute('href');
  });

  it('shows the fallback when nothing safe is left', () => {
    renderWithProviders(<SafeHtml html="<script>x()</script>" fallback="توضیحی ثبت نشده است" />);
    expect(screen.getByText('توضیحی ثبت نشده است')).toBeInTheDocument();
  });
});
