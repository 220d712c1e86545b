import createCache from '@emotion/cache';
import { CacheProvider, ClassNames } from '@emotion/react';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerStyleCache, styleTags } from '../server/emotion-styles';
import { browserStyleCache, SERVER_STYLES, STYLE_CACHE_KEY } from './style-cache';

function Card() {
  return (
    <ClassNames>
      {({ css }) => (
        <p className={css({ color: 'rgb(47, 158, 68)', paddingInlineStart: '1rem' })}>باشگاه مشتریان کلروفیل</p>
      )}
    </ClassNames>
  );
}

/**
 * The page as the server sends it: its styles at the end of <head>, the markup in #root. Emotion's
 * browser build (this test's) writes rules into the document, where the server's build keeps
 * their text in `inserted` (createServerStyleCache's `compat`): a render into a scratch container
 * gives the markup and the rules, handed to styleTags in the server's shape.
 */
function serverPage() {
  const scratch = document.createElement('div');
  document.head.append(scratch);
  const rendering = createCache({ key: STYLE_CACHE_KEY, container: scratch });
  const { container, unmount } = render(
    <CacheProvider value={rendering}>
      <Card />
    </CacheProvider>,
  );
  const markup = container.innerHTML;
  unmount();
  const rules = [...scratch.querySelectorAll('style')].map((style) => style.textContent).join('');
  const names = Object.keys(rendering.inserted);
  expect(names).toHaveLength(1);
  const server = createServerStyleCache();
  server.inserted[names[0]!] = rules;
  server.registered[`${STYLE_CACHE_KEY}-${names[0]}`] = rules;
  // An empty global (Chakra's layer order on the app's pages is in chakra-global.css): nothing to write.
  server.inserted.emptyglobal = '';
  scratch.remove();
  // jsdom's document is shared with other test files (no isolation): only this page's own nodes
  // are added, and removed again after each test.
  const head = document.createElement('template');
  head.innerHTML = `<link rel="stylesheet" href="/assets/index.css">${styleTags(server)}`;
  // main.tsx then lists the start-up's files after them.
  head.content.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/startup.js' }));
  const nodes = [...head.content.childNodes];
  document.head.append(...nodes);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = markup;
  document.body.append(root);
  added.push(...nodes, root);
  return root;
}

/** What a test added to the shared document, and the cache-made `<style>` elements with our key. */
const added: Node[] = [];

afterEach(() => {
  for (const node of [...added, ...document.head.querySelectorAll('style[data-emotion^="cl"]')])
    node.parentNode?.removeChild(node);
  added.length = 0;
});

describe('the browser’s Emotion cache on a page the server rendered', () => {
  it('takes the server’s rules over without moving their <style> or writing them again', async () => {
    const root = serverPage();
    const serverClass = root.querySelector('p')!.className;
    expect(serverClass).toMatch(/^cl-/);
    const sheet = document.head.querySelector(`style[data-emotion^="${SERVER_STYLES} "]`)!;
    expect(sheet.textContent).toContain('rgb(47, 158, 68)');
    // The empty global is not written: no element for a <Global> to take over.
    expect(document.head.querySelectorAll('style[data-emotion^="cl"]')).toHaveLength(1);

    const moves: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of [...record.addedNodes, ...record.removedNodes])
          if (node.nodeName === 'STYLE')
            moves.push(`${record.addedNodes.length ? 'added' : 'removed'} ${node.textContent}`);
    });
    observer.observe(document.head, { childList: true });
    // What @emotion/react does as soon as it is loaded: a cache of its own, with the key `css`.
    createCache({ key: 'css' });
    const cache = browserStyleCache();
    await act(async () => {
      hydrateRoot(
        root,
        <CacheProvider value={cache}>
          <Card />
        </CacheProvider>,
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();

    expect(moves, 'style elements added to or removed from <head>').toEqual([]);
    expect(sheet.isConnected).toBe(true);
    expect(sheet.nextElementSibling?.getAttribute('rel')).toBe('modulepreload');
    expect(root.querySelector('p')!.className).toBe(serverClass);
    expect(Object.keys(cache.inserted)).toContain(serverClass.replace(/^cl-/, ''));
  });

  it('writes the rules of what the server did not render into a new <style> after the server’s', async () => {
    serverPage();
    const cache = browserStyleCache();
    const extra = document.createElement('div');
    document.body.append(extra);
    added.push(extra);
    await act(async () => {
      createRoot(extra).render(
        <CacheProvider value={cache}>
          <ClassNames>{({ css }) => <span className={css({ color: 'rgb(201, 42, 42)' })}>خطا</span>}</ClassNames>
        </CacheProvider>,
      );
    });
    const styles = [...document.head.querySelectorAll('style[data-emotion^="cl"]')];
    expect(styles).toHaveLength(2);
    expect(styles[0]!.getAttribute('data-emotion')).toMatch(new RegExp(`^${SERVER_STYLES} `));
    expect(styles[1]!.textContent).toContain('rgb(201, 42, 42)');
  });
});
