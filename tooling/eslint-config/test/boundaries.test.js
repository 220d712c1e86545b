// Lints the fixture workspace with the real preset: every forbidden edge of ARCHITECTURE.md must be
// an error with the sentence a developer needs, and the allowed imports must stay silent. If a
// plugin update or a resolver change silently disables a rule, this is where it shows.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { clorofil } from '../index.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

const kinds = {
  'packages/app-kit': { kind: 'library', name: 'app-kit' },
  'packages/api-client': { kind: 'library', name: 'api-client' },
  'packages/content': { kind: 'feature', name: 'content' },
  'packages/rewards': { kind: 'feature', name: 'rewards' },
  'apps/web': { kind: 'app', name: 'web' },
  'apps/api': { kind: 'server', name: 'api', node: true },
};

/** Lints one fixture file the way `pnpm --filter <package> lint` would, from the package folder. */
async function lint(file) {
  const packageDir = Object.keys(kinds).find((dir) => file.startsWith(`${dir}/`));
  const cwd = path.join(root, packageDir);
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: clorofil({ ...kinds[packageDir], root }),
  });
  const [result] = await eslint.lintFiles([path.join(root, file)]);
  return result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line }));
}

describe('forbidden imports are errors', () => {
  const cases = [
    [
      'feature → feature',
      'packages/content/src/imports-feature.ts',
      'boundaries/dependencies',
      'A feature never imports another feature',
    ],
    [
      'feature → app',
      'packages/content/src/imports-app.ts',
      'boundaries/dependencies',
      'A feature never imports an app',
    ],
    [
      'feature → server',
      'packages/content/src/imports-server.ts',
      'boundaries/dependencies',
      'Nothing imports a server',
    ],
    [
      'library → feature',
      'packages/app-kit/src/imports-feature.ts',
      'boundaries/dependencies',
      'A library never imports a feature or an app',
    ],
    [
      'library → app',
      'packages/app-kit/src/imports-app.ts',
      'boundaries/dependencies',
      'A library never imports a feature or an app',
    ],
    ['app → server', 'apps/web/src/imports-server.ts', 'boundaries/dependencies', 'Nothing imports a server'],
    ['server → feature', 'apps/api/src/imports-feature.ts', 'boundaries/dependencies', 'A server uses libraries only'],
    [
      'deep import past exports',
      'packages/content/src/deep-import.ts',
      'no-restricted-imports',
      'through its `exports`',
    ],
    [
      'axios outside api-client',
      'packages/content/src/imports-axios.ts',
      'no-restricted-imports',
      'Only @clorofil/api-client talks to axios',
    ],
    [
      'page address as a string',
      'packages/content/src/page-literal.ts',
      'no-restricted-syntax',
      'Take app-page addresses from `paths`',
    ],
    [
      'page address as a template',
      'packages/content/src/page-template.ts',
      'no-restricted-syntax',
      'Take app-page addresses from `paths`',
    ],
  ];
  it.each(cases)('%s', async (_title, file, ruleId, message) => {
    const messages = await lint(file);
    expect(messages).toEqual([expect.objectContaining({ ruleId, message: expect.stringContaining(message) })]);
    expect(messages[0]?.line).toBe(1);
  });

  it('a two-file cycle is reported in both files', async () => {
    for (const file of ['packages/content/src/cycle-a.ts', 'packages/content/src/cycle-b.ts']) {
      expect(await lint(file)).toEqual([
        expect.objectContaining({ ruleId: 'import-x/no-cycle', message: expect.stringContaining('Dependency cycle') }),
      ]);
    }
  });
});

describe('allowed imports produce nothing', () => {
  it.each([
    ['a library using a library, axios inside api-client', 'packages/api-client/src/index.ts'],
    ['a library re-exporting its own module', 'packages/app-kit/src/index.ts'],
    ['the paths module spelling addresses out', 'packages/app-kit/src/paths.ts'],
    ['a feature using libraries and its own files', 'packages/content/src/index.ts'],
    ['a feature using a library', 'packages/rewards/src/index.ts'],
    ['API routes, assets and words are not page addresses', 'packages/content/src/not-pages.ts'],
    ['the shell using features and libraries', 'apps/web/src/index.ts'],
    ['a server using a library and naming its own routes', 'apps/api/src/index.ts'],
  ])('%s', async (_title, file) => {
    expect(await lint(file)).toEqual([]);
  });
});
