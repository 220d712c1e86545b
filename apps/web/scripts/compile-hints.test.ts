import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs';

type Chunk = { type: 'chunk'; fileName: string; code: string; map: { mappings: string } | null };
type Asset = { type: 'asset'; fileName: string; source: string };

const chunk = (fileName: string): Chunk => ({
  type: 'chunk',
  fileName,
  code: `import "./x.js";console.log("${fileName}");`,
  map: { mappings: 'AAAA,CAAC' },
});

describe('compile hints', () => {
  it('puts the hint on the first line of every chunk and moves its source map down a line, once', () => {
    const bundle: Record<string, Chunk | Asset> = {
      'assets/index.js': chunk('assets/index.js'),
      'assets/rewards-page.js': chunk('assets/rewards-page.js'),
      'assets/index.js.map': {
        type: 'asset',
        fileName: 'assets/index.js.map',
        source: JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' }),
      },
      'assets/app.css': { type: 'asset', fileName: 'assets/app.css', source: 'a{color:red}' },
    };
    addCompileHints(bundle);
    addCompileHints(bundle);
    for (const name of ['assets/index.js', 'assets/rewards-page.js']) {
      const hinted = bundle[name] as Chunk;
      expect(hinted.code).toBe(`${COMPILE_HINT}\nimport "./x.js";console.log("${name}");`);
      expect(hinted.map?.mappings).toBe(';AAAA,CAAC');
    }
    expect(JSON.parse((bundle['assets/index.js.map'] as Asset).source).mappings).toBe(';AAAA,CAAC');
    expect((bundle['assets/app.css'] as Asset).source).toBe('a{color:red}');
  });
});
