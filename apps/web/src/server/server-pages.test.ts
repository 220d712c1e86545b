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
  ])('leaves %s to the browser', (pathname) => {
    expect(isServerRendered(patterns, pathname)).toBe(false);
  });
});
