import { describe, expect, it } from 'vitest';
import { readServerState } from '../hydration/server-state';
import { pageDocument } from './page-document';

const template = `<!doctype html><html lang="fa" dir="rtl"><head><title>باشگاه مشتریان کلروفیل</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

const state = (data: unknown) => ({
  isMobile: true,
  queries: {
    mutations: [],
    queries: [
      { queryKey: ['public', 'pages', 'faq'], queryHash: 'h', state: { data, dataUpdatedAt: 1, status: 'success' } },
    ],
  },
});

describe('pageDocument', () => {
  it('puts the page title in <head>, the styles before </head> and the markup into #root', () => {
    const html = pageDocument(template, {
      html: '<title>پرسش‌های متداول | باشگاه مشتریان</title><main><h1>پرسش‌های متداول</h1></main>',
      styles: '<style data-emotion="css a1">.css-a1{color:red}</style>',
      state: state([]) as never,
    });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.title).toBe('پرسش‌های متداول | باشگاه مشتریان');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.head.querySelector('style[data-emotion="css a1"]')).not.toBeNull();
    expect(doc.querySelector('#root h1')?.textContent).toBe('پرسش‌های متداول');
  });

  it('carries the data as a JSON block the browser reads back, even when the content ends the element', () => {
    const body = '</script><script>alert(1)</script> $& $1 $` — ۱۲۳';
    const html = pageDocument(template, { html: '<p>x</p>', styles: '', state: state({ content: body }) as never });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    // Only the module script and the data block: nothing the content wrote became an element.
    expect([...doc.querySelectorAll('script')].map((script) => script.type)).toEqual(['module', 'application/json']);
    const read = readServerState(doc);
    expect(read?.isMobile).toBe(true);
    expect(read?.queries.queries[0]?.state.data).toEqual({ content: body });
    // The server's clock is not trusted: the answers count as fresh from the moment they are read.
    expect(read?.queries.queries[0]?.state.dataUpdatedAt).toBeGreaterThan(1);
  });

  it('refuses a template it cannot render into', () => {
    expect(() =>
      pageDocument('<html><body></body></html>', { html: '', styles: '', state: state([]) as never }),
    ).toThrow();
  });
});
