import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, startupChunks } from './compile-hints.mjs';

type Item =
  | {
      type: 'chunk';
      fileName: string;
      name: string;
      isEntry: boolean;
      imports: string[];
      code: string;
      map: { mappings: string } | null;
    }
  | { type: 'asset'; fileName: string; source: string };

const chunk = (fileName: string, name: string, imports: string[] = [], isEntry = false): Item => ({
  type: 'chunk',
  fileName,
  name,
  isEntry,
  imports,
  code: `import "./x.js";console.log("${name}");`,
  map: { mappings: 'AAAA,CAAC' },
});

function bundle(): Record<string, Item> {
  const items: Item[] = [
    chunk('assets/index.js', 'index', ['assets/react.js'], true),
    chunk('assets/react.js', 'react'),
    chunk('assets/startup-boot.js', 'startup-boot', ['assets/vendor.js']),
    chunk('assets/vendor.js', 'vendor'),
    chunk('assets/rewards-page.js', 'rewards-page', ['assets/lazy-common.js']),
    chunk('assets/lazy-common.js', 'lazy-common'),
    { type: 'asset', fileName: 'assets/index.js.map', source: JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' }) },
  ];
  return Object.fromEntries(items.map((item) => [item.fileName, item]));
}

describe('compile hints', () => {
  it('picks the entry and the start-up stages with all they import, not the lazy pages', () => {
    const files = startupChunks(bundle(), 'startup-').map((item: Item) => item.fileName);
    expect(files.sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/startup-boot.js', 'assets/vendor.js']);
  });

  it('puts the hint on the first line and moves the source map down a line, once', () => {
    const all = bundle();
    const chosen = startupChunks(all, 'startup-');
    addCompileHints(all, chosen);
    addCompileHints(all, chosen);
    const index = all['assets/index.js'] as Extract<Item, { type: 'chunk' }>;
    expect(index.code).toBe(`${COMPILE_HINT}\nimport "./x.js";console.log("index");`);
    expect(index.map?.mappings).toBe(';AAAA,CAAC');
    const mapFile = all['assets/index.js.map'] as Extract<Item, { type: 'asset' }>;
    expect(JSON.parse(mapFile.source).mappings).toBe(';AAAA,CAAC');
    const lazy = all['assets/rewards-page.js'] as Extract<Item, { type: 'chunk' }>;
    expect(lazy.code.startsWith(COMPILE_HINT)).toBe(false);
  });
});
