// @vitest-environment node
// The browser and both servers import `@clorofil/rules`, so nothing reachable from src/index.ts
// may pull in React, Chakra or browser globals.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const IMPORT = /\b(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g;
const BROWSER_GLOBAL = /\b(?:window|document|navigator|localStorage|sessionStorage)\s*\./;

function reachableFiles(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (files.includes(file)) continue;
    files.push(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!specifier) continue;
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const base = resolve(dirname(file), specifier);
        const candidates = [`${base}.ts`, resolve(base, 'index.ts')];
        const found = candidates.find((c) => {
          try {
            return readFileSync(c) && true;
          } catch {
            return false;
          }
        });
        if (!found) throw new Error(`cannot resolve ${specifier} from ${file}`);
        queue.push(found);
      }
    }
  }
  return { files, packages };
}

describe('@clorofil/rules is server-safe', () => {
  const { files, packages } = reachableFiles(resolve(here, 'index.ts'));

  it('depends on no package except yup', () => {
    expect([...packages]).toEqual(['yup']);
  });

  it('reaches no .tsx file and no browser global', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      expect(file.endsWith('.tsx'), file).toBe(false);
      expect(BROWSER_GLOBAL.test(readFileSync(file, 'utf8')), file).toBe(false);
    }
  });
});
