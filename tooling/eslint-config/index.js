// The one ESLint flat config of the monorepo. Each package calls `clorofil({ kind, name })`.
// What it guards (ARCHITECTURE.md):
// - layer boundaries on resolved files (src/boundaries.js): tooling ← libraries ← features ← apps,
//   servers use libraries, nobody imports a server;
// - import cycles (import-x/no-cycle with the TypeScript resolver of src/resolver.js);
// - imports past a package's `exports`, relative paths into another package, axios outside
//   api-client (no-restricted-imports: these are about the import string itself);
// - server HTML only through SafeHtml, app-page addresses only in app-kit's paths module.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesConfig, LIBRARIES } from './src/boundaries.js';
import { PAGE_ADDRESS_EXEMPT_FILES, PATHS_MODULE, pageAddressSelectors } from './src/page-addresses.js';
import { resolverSettings } from './src/resolver.js';

export { LIBRARIES };

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const TEMPORARY_CONFIG_BUNDLES = ['**/*.bundled_*.{mjs,cjs}', '**/*.timestamp-*.{mjs,cjs}'];

const SAFE_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render server HTML only through <SafeHtml> from @clorofil/ui-rtl.',
};

/**
 * @param {{
 *   kind: 'library' | 'feature' | 'app' | 'server' | 'tooling',
 *   name?: string,
 *   node?: boolean,
 *   root?: string,
 * }} options `root` is the monorepo by default; the preset's own tests point it at a fixture.
 */
export function clorofil({ kind, name, node = false, root = REPO_ROOT }) {
  const patterns = [
    {
      group: ['@clorofil/*/src', '@clorofil/*/src/**', '@clorofil/*/dist', '@clorofil/*/dist/**'],
      message: 'Import a package through its `exports`, never its files.',
    },
    {
      group: ['../../packages/**', '../../../packages/**', '../../apps/**', '../../../apps/**'],
      message: 'Reach another package by its @clorofil/* name, never by a relative path.',
    },
  ];
  const paths = [];
  if (name !== 'api-client') {
    paths.push({ name: 'axios', message: 'Only @clorofil/api-client talks to axios; use its endpoint functions.' });
  }

  // Servers answer their own routes, and the e2e and fault suites are all tests: none has app pages to link.
  const checksPageAddresses = kind !== 'server' && kind !== 'tooling' && name !== 'e2e' && name !== 'faults';
  const pageAddresses = checksPageAddresses ? pageAddressSelectors(root) : [];
  const boundaryRules = boundariesConfig(root);
  const pathsModule =
    name === 'app-kit' ? [path.relative(path.join(root, 'packages/app-kit'), path.join(root, PATHS_MODULE))] : [];

  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'storybook-static/**',
        'coverage/**',
        'test-results/**',
        '**/*.d.ts',
        '.data/**',
        // Build tools' throw-away bundles of their own config, written beside it and deleted a moment
        // later: tsup's `tsup.config.bundled_<id>.mjs`, Vite's `vite.config.ts.timestamp-<n>.mjs`.
        // `turbo run lint build` runs a package's lint next to its build; a bundle listed by ESLint and
        // gone before it is read crashes the lint (ENOENT, exit 2).
        ...TEMPORARY_CONFIG_BUNDLES,
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: node ? { ...globals.node } : { ...globals.browser, ...globals.node },
        // No rule reads types, so the parser never opens a tsconfig; naming one directory stops it
        // from guessing one per package, which fails when one ESLint run lints every package
        // (the repository's `pnpm lint`).
        parserOptions: { tsconfigRootDir: root },
      },
      plugins: { 'import-x': importX, 'react-hooks': reactHooks, ...boundaryRules.plugins },
      rules: {
        'no-restricted-imports': ['error', { paths, patterns }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        ...boundaryRules.rules,
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'warn',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': 'error',
        // SECURITY.md 20 (SafeHtml) and app-page addresses written once (src/page-addresses.js).
        'no-restricted-syntax': ['error', SAFE_HTML, ...pageAddresses],
      },
      settings: { ...resolverSettings(root), ...boundaryRules.settings },
    },
    {
      files: [...PAGE_ADDRESS_EXEMPT_FILES, ...pathsModule],
      rules: { 'no-restricted-syntax': ['error', SAFE_HTML] },
    },
    {
      files: ['**/safe-html/safe-html.tsx'],
      rules: { 'no-restricted-syntax': ['error', ...pageAddresses] },
    },
  );
}
