// The preset as tsup runs it: a scratch feature built with `featureConfig` in a folder with no
// node_modules, so an import the preset did not leave external fails the build.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'tsup';
import { afterAll, describe, expect, it } from 'vitest';
import { featureConfig, libraryConfig } from '../index.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'clorofil-tsup-config-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SOURCE = [
  "import { useState } from 'react';",
  "import { Box } from '@chakra-ui/react';",
  "import { paths } from '@clorofil/app-kit';",
  "import KeenSlider from 'keen-slider';",
  "export const page = () => import('./page');",
  'export const used = [useState, Box, paths, KeenSlider];',
].join('\n');

describe('featureConfig', () => {
  it('builds ESM with a chunk per lazy page, leaves the shared and the feature’s own libraries as imports, writes no declarations', async () => {
    mkdirSync(path.join(scratch, 'src'));
    writeFileSync(path.join(scratch, 'src/index.ts'), SOURCE);
    writeFileSync(path.join(scratch, 'src/page.ts'), "export const Page = 'صفحه';\n");
    const config = featureConfig({ external: [/^keen-slider/] });
    const outDir = path.join(scratch, 'dist');
    await build({
      ...config,
      entry: { index: path.join(scratch, config.entry.index) },
      outDir,
      config: false,
      silent: true,
    });

    const files = readdirSync(outDir).sort();
    expect(files.filter((file) => file.endsWith('.js'))).toEqual(['index.js', expect.stringMatching(/^page-\w+\.js$/)]);
    expect(files.some((file) => file.endsWith('.d.ts'))).toBe(false);
    const index = readFileSync(path.join(outDir, 'index.js'), 'utf8');
    for (const library of ['react', '@chakra-ui/react', '@clorofil/app-kit', 'keen-slider'])
      expect(index).toContain(`from "${library}"`);
    expect(index).toMatch(/import\("\.\/page-\w+\.js"\)/);
  });
});

describe('libraryConfig', () => {
  it('keeps the shared settings under the package’s own entries and externals', () => {
    const config = libraryConfig({ entry: { index: 'src/index.ts', testing: 'src/testing.ts' }, external: ['zod'] });
    expect(config).toEqual({
      format: ['esm'],
      clean: true,
      sourcemap: true,
      target: 'es2023',
      entry: { index: 'src/index.ts', testing: 'src/testing.ts' },
      external: ['zod'],
    });
    expect(featureConfig()).not.toHaveProperty('dts');
  });
});
