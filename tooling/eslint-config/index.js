// The one ESLint flat config of the monorepo. Each package calls `clorofil({ kind })` so the
// boundary rules of ARCHITECTURE.md follow from what the package is:
//   tooling → libraries (ui-rtl, api-client, auth) → features → apps.
// Boundaries are expressed with core `no-restricted-imports` (clear messages, no resolver
// configuration) plus import-x/no-cycle for cycles inside a package.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export const FEATURES = ['rewards', 'scores', 'wheel', 'commissions', 'profile', 'content'];
export const LIBRARIES = ['ui-rtl', 'api-client', 'auth'];

const featurePattern = (except) =>
  FEATURES.filter((f) => f !== except).map((f) => `@clorofil/${f}`);

/**
 * @param {{ kind: 'library' | 'feature' | 'app' | 'server' | 'tooling', name?: string, node?: boolean }} options
 */
export function clorofil({ kind, name, node = false }) {
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
  if (kind === 'library' || kind === 'tooling') {
    patterns.push({
      group: FEATURES.map((f) => `@clorofil/${f}`),
      message: 'A library never imports a feature package.',
    });
  }
  if (kind === 'feature') {
    const others = featurePattern(name);
    if (others.length) {
      patterns.push({
        group: others,
        message: 'A feature never imports another feature; take hrefs from @clorofil/ui-rtl paths or the shell.',
      });
    }
  }

  return tseslint.config(
    { ignores: ['dist/**', 'storybook-static/**', 'coverage/**', '**/*.d.ts', '.data/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: node ? { ...globals.node } : { ...globals.browser, ...globals.node },
      },
      plugins: { 'import-x': importX, 'react-hooks': reactHooks },
      rules: {
        'no-restricted-imports': ['error', { paths, patterns }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'warn',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': 'error',
        // SECURITY.md 20: server HTML reaches the page only through ui-rtl's SafeHtml.
        'no-restricted-syntax': [
          'error',
          {
            selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
            message: 'Render server HTML only through <SafeHtml> from @clorofil/ui-rtl.',
          },
        ],
      },
      settings: {
        'import-x/resolver-next': [],
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      },
    },
    {
      files: ['**/safe-html/safe-html.tsx'],
      rules: { 'no-restricted-syntax': 'off' },
    },
  );
}

export default clorofil;
