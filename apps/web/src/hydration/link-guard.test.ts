import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardLinksUntilHydrated, HYDRATED_PARTS, linksGuarded, partHydrated } from './link-guard';

// React listens on #root; a click the guard takes never reaches it, and nothing prevents the
// browser's own navigation.
let root: HTMLDivElement;
let reactSaw: ReturnType<typeof vi.fn<(event: Event) => void>>;

function click(href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'پیوند';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  root.append(link);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  // jsdom would try to navigate; the test only asks who saw the click.
  link.addEventListener('click', (e) => e.preventDefault());
  link.dispatchEvent(event);
  return reactSaw.mock.calls.length > 0;
}

beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
  reactSaw = vi.fn<(event: Event) => void>();
  root.addEventListener('click', reactSaw, true);
});

afterEach(() => {
  for (const part of HYDRATED_PARTS) partHydrated(part);
  root.remove();
});

describe('links while a server-rendered page hydrates', () => {
  it('leaves a plain click on a link of the site to the browser until every part is hydrated', () => {
    guardLinksUntilHydrated();
    expect(linksGuarded()).toBe(true);
    expect(click('/page/about-us')).toBe(false);

    partHydrated('header');
    partHydrated('page');
    expect(click('/page/faq')).toBe(false);
    // A part reporting twice (StrictMode runs effects twice in development) changes nothing.
    partHydrated('page');
    expect(linksGuarded()).toBe(true);

    partHydrated('footer');
    expect(linksGuarded()).toBe(false);
    expect(click('/page/faq')).toBe(true);
  });

  it('never takes a click the router or the browser treat differently', () => {
    guardLinksUntilHydrated();
    expect(click('/page/faq', { ctrlKey: true })).toBe(true);
    reactSaw.mockClear();
    expect(click('/page/faq', { button: 1 })).toBe(true);
    reactSaw.mockClear();
    expect(click('https://example.org/shop')).toBe(true);
    reactSaw.mockClear();
    expect(click('/page/faq', {}, { target: '_blank' })).toBe(true);
    reactSaw.mockClear();
    expect(click('/assets/guide.pdf', {}, { download: '' })).toBe(true);
  });

  it('is not there on a page the browser renders itself', () => {
    expect(linksGuarded()).toBe(false);
    expect(click('/page/faq')).toBe(true);
  });
});
