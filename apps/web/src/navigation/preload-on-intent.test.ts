import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_INTENT_MS, preloadOnIntent } from './preload-on-intent';

// A route table shaped like the app's: a layout and its pages, each a `lazy` of its own.
const loads: string[] = [];
const lazy = (name: string, fail = false) =>
  vi.fn(async () => {
    loads.push(name);
    if (fail) throw new Error('offline');
    return {};
  });
let routes: RouteObject[];
let stop: () => void;

function link(href: string, attributes: Record<string, string> = {}) {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = 'پیوند';
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  document.body.append(a);
  return a;
}

function pointer(type: string, target: Element, pointerType: string, relatedTarget: Element | null = null) {
  const event = new MouseEvent(type, { bubbles: true, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

beforeEach(() => {
  vi.useFakeTimers();
  loads.length = 0;
  routes = [
    {
      path: '/',
      lazy: lazy('layout'),
      children: [
        { path: 'rewards', lazy: lazy('rewards') },
        { path: 'scores', lazy: lazy('scores') },
        { path: 'broken', lazy: lazy('broken', true) },
      ],
    },
  ];
  stop = preloadOnIntent(routes);
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('loading a page’s code at the intent to open it', () => {
  it('loads the layout and page of a link pressed (finger or button), once per address', async () => {
    const rewards = link('/rewards');
    pointer('pointerdown', rewards, 'touch');
    pointer('pointerdown', rewards, 'touch');
    await vi.runAllTimersAsync();
    expect(loads).toEqual(['layout', 'rewards']);
  });

  it('loads on keyboard focus', async () => {
    link('/scores').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.runAllTimersAsync();
    expect(loads).toEqual(['layout', 'scores']);
  });

  it('loads when a mouse rests on a link, not when it only crosses it', async () => {
    const rewards = link('/rewards');
    const scores = link('/scores');
    pointer('pointerover', rewards, 'mouse');
    await vi.advanceTimersByTimeAsync(HOVER_INTENT_MS - 10);
    pointer('pointerout', rewards, 'mouse', document.body);
    await vi.advanceTimersByTimeAsync(HOVER_INTENT_MS * 2);
    expect(loads).toEqual([]);
    pointer('pointerover', scores, 'mouse');
    await vi.advanceTimersByTimeAsync(HOVER_INTENT_MS);
    expect(loads).toEqual(['layout', 'scores']);
  });

  it('leaves other sites, new tabs and downloads alone', async () => {
    for (const a of [
      link('https://example.com/rewards'),
      link('/rewards', { target: '_blank' }),
      link('/rewards', { download: '' }),
    ])
      pointer('pointerdown', a, 'mouse');
    await vi.runAllTimersAsync();
    expect(loads).toEqual([]);
  });

  it('tries an address again after its download failed', async () => {
    const broken = link('/broken');
    pointer('pointerdown', broken, 'touch');
    await vi.runAllTimersAsync();
    pointer('pointerdown', broken, 'touch');
    await vi.runAllTimersAsync();
    expect(loads.filter((name) => name === 'broken')).toHaveLength(2);
  });

  it('stops listening when asked', async () => {
    stop();
    pointer('pointerdown', link('/rewards'), 'touch');
    await vi.runAllTimersAsync();
    expect(loads).toEqual([]);
  });
});
