import { describe, expect, it } from 'vitest';
import { features } from '../features';
import { isServerRendered, serverRenderedPatterns } from './server-pages';

describe('server-rendered addresses', () => {
  const patterns = serverRenderedPatterns(features);

  it.each([
    '/',
    '/page/faq',
    '/page/about-us',
    '/page/%D9%82%D9%88%D8%A7%D9%86%DB%8C%D9%86-%D9%88-%D9%85%D9%82%D8%B1%D8%B1%D8%A7%D8%AA',
    '/باشگاه-مشتریان-چیست',
    `/${encodeURIComponent('چگونه-پروفایل-خود-را-تغییر-دهم')}`,
    '/games/lucky-wheel',
  ])('renders the public page %s on the server', (pathname) => {
    expect(isServerRendered(patterns, pathname)).toBe(true);
  });

  it.each([
    '/dashboard',
    '/rewards',
    '/account',
    '/financial/commission',
    '/login',
    '/404',
    '/foo',
    '/page/a/b',
    '/%E0%A4%A',
    '/operator',
    '/operator/',
    '/operator/roles',
    '/Operator/Audit',
    '/operator/review?page=2',
  ])('leaves %s to the browser', (pathname) => {
    expect(isServerRendered(patterns, pathname)).toBe(false);
  });
});

describe('the operator console', () => {
  it('is never server-rendered, even when a feature declares a public route inside it', () => {
    const patterns = serverRenderedPatterns([
      {
        id: 'careless',
        routes: [{ path: '/operator/open', layout: 'public', guard: 'public', page: async () => () => null }],
        menu: [],
        paths: {},
      },
    ]);
    expect(patterns).toEqual(['/operator/open']);
    expect(isServerRendered(patterns, '/operator/open')).toBe(false);
    expect(isServerRendered(patterns, '/%6Fperator/open')).toBe(false);
  });
});
