// `pnpm build` of a library or feature package: tsup writes the JavaScript, then
// `tsc7 -p tsconfig.build.json` (declarations.json) writes one .d.ts per source file under
// dist/types/. Checked two ways: a scratch package built that way gets the declarations of its
// sources and nothing else; every workspace package built by tsup (and the create-feature
// template) runs that step and points each export's `types` at a file it writes.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = path.resolve(import.meta.dirname, '..');
const root = path.resolve(here, '../..');
const tsc7 = path.join(here, 'tsc7.mjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'clorofil-declarations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('declarations.json', () => {
  it('writes one declaration per source file under dist/types, without tests, stories, the test setup or JavaScript', async () => {
    const dir = path.join(scratch, 'sample');
    mkdirSync(path.join(dir, 'src/nested'), { recursive: true });
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: path.join(here, 'base.json'), include: ['src', '*.config.ts'] }),
    );
    writeFileSync(
      path.join(dir, 'tsconfig.build.json'),
      JSON.stringify({ extends: ['./tsconfig.json', path.join(here, 'declarations.json')] }),
    );
    writeFileSync(path.join(dir, 'src/index.ts'), "export { double } from './nested/double';\n");
    writeFileSync(path.join(dir, 'src/nested/double.ts'), 'export const double = (n: number): number => n * 2;\n');
    writeFileSync(path.join(dir, 'src/nested/double.test.ts'), "import { double } from './double';\ndouble(1);\n");
    writeFileSync(path.join(dir, 'src/nested/double.stories.tsx'), 'export default {};\n');
    writeFileSync(path.join(dir, 'src/test-setup.ts'), 'export {};\n');
    writeFileSync(path.join(dir, 'tsup.config.ts'), 'export default {};\n');

    await run(process.execPath, [tsc7, '-p', path.join(dir, 'tsconfig.build.json')]);

    expect(filesUnder(path.join(dir, 'dist'))).toEqual(['types/index.d.ts', 'types/nested/double.d.ts']);
    expect(readFileSync(path.join(dir, 'dist/types/nested/double.d.ts'), 'utf8')).toContain(
      'export declare const double: (n: number) => number;',
    );
  });
});

const manifestPaths = [
  ...readdirSync(path.join(root, 'packages')).map((name) => path.join(root, 'packages', name, 'package.json')),
  path.join(root, 'scripts/create-feature/template/package.json.tmpl'),
].filter((file) => existsSync(file));
const tsupBuilt = manifestPaths
  .map((file) => ({ file, dir: path.dirname(file), manifest: JSON.parse(readFileSync(file, 'utf8')) }))
  .filter(({ manifest }) => manifest.scripts?.build?.startsWith('tsup'));

describe('every package tsup builds writes its declarations with declarations.json', () => {
  it('there are packages to check, the create-feature template among them', () => {
    expect(tsupBuilt.length).toBeGreaterThan(5);
    expect(tsupBuilt.some(({ file }) => file.endsWith('.tmpl'))).toBe(true);
  });

  it.each(tsupBuilt.map((entry) => [path.relative(root, entry.file), entry]))(
    '%s',
    (_name, { file, dir, manifest }) => {
      expect(manifest.scripts.build).toBe('tsup && tsc7 -p tsconfig.build.json');
      const buildConfig = path.join(dir, file.endsWith('.tmpl') ? 'tsconfig.build.json.tmpl' : 'tsconfig.build.json');
      expect(JSON.parse(readFileSync(buildConfig, 'utf8'))).toEqual({
        extends: ['./tsconfig.json', '@clorofil/tsconfig/declarations.json'],
      });
      const tsupConfig = readFileSync(
        path.join(dir, file.endsWith('.tmpl') ? 'tsup.config.ts.tmpl' : 'tsup.config.ts'),
        'utf8',
      );
      expect(tsupConfig).not.toMatch(/\bdts\s*:/);
      for (const entry of Object.values(manifest.exports)) {
        const source = entry['@clorofil/source'];
        expect(source).toMatch(/^\.\/src\/.+\.tsx?$/);
        expect(entry.types).toBe(`./dist/types/${source.slice('./src/'.length).replace(/\.tsx?$/, '.d.ts')}`);
      }
    },
  );
});
