import { getSystem } from '@clorofil/ui-rtl';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/**
 * What Chakra's provider would have Emotion write at start: the layer order, then the system's
 * global sheet (reset, global styles, every token's CSS variable), compiled by Emotion itself. Its
 * own cache and container: outside a production build Emotion writes one <style> per rule, in order.
 */
function systemGlobalCss(): string {
  const system = getSystem();
  const container = document.createElement('div');
  document.head.append(container);
  const cache = createCache({ key: 'sheet', container });
  const { unmount } = render(
    <CacheProvider value={cache}>
      <Global styles={system.layers.atRule} />
      <Global styles={system._global} />
    </CacheProvider>,
  );
  const css = [...container.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  unmount();
  container.remove();
  return css;
}

describe('chakra-global.css', () => {
  // Building these variables was about half of Chakra's createSystem at every start
  // (a Node profile: 45 of 88 ms); the page now links them. A theme change that is not written here
  // fails this test: `pnpm --filter @clorofil/web exec vitest run chakra-global -u` writes it again.
  it('is the global sheet the product’s Chakra system makes', async () => {
    const css = systemGlobalCss();
    expect(css).toMatch(/^@layer reset, ?base, ?tokens, ?recipes;/);
    expect(css).toContain('--chakra-colors-brand-500');
    await expect(`${css}\n`).toMatchFileSnapshot('./chakra-global.css');
  });

  it('is not built by createSystem at start (patches/@chakra-ui__react@3.37.0.patch)', () => {
    // A getter that builds the sheet on first read; without the patch Chakra builds it eagerly.
    expect(Object.getOwnPropertyDescriptor(getSystem(), '_global')?.get).toBeTypeOf('function');
  });
});
