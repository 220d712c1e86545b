// One TypeScript-aware resolver for import-x (no-cycle) and for the boundaries plugin (which
// reads the legacy `import/resolver` setting). Workspace packages resolve to their sources
// through the `@clorofil/source` export condition, exactly as tsc, Vite and tsx do.
import { createRequire } from 'node:module';
import { createTypeScriptImportResolver, defaultConditionNames } from 'eslint-import-resolver-typescript';

// eslint-module-utils (under the boundaries plugin) loads a resolver by name from the linted
// package; an absolute path lets it find ours from any package without a dependency there.
const legacyResolver = createRequire(import.meta.url).resolve('eslint-import-resolver-typescript');

const SOURCE_CONDITION = '@clorofil/source';

/** @param {string} root the monorepo (or a fixture) whose packages' tsconfig files apply */
export function resolverSettings(root) {
  const options = {
    alwaysTryTypes: true,
    noWarnOnMultipleProjects: true,
    conditionNames: [SOURCE_CONDITION, ...defaultConditionNames],
    project: [
      `${root}/tsconfig.json`,
      `${root}/{apps,packages,tooling}/*/tsconfig.json`,
      `${root}/e2e/tsconfig.json`,
      `${root}/faults/tsconfig.json`,
    ],
  };
  return {
    'import-x/resolver-next': [createTypeScriptImportResolver(options)],
    'import/resolver': { [legacyResolver]: options },
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  };
}
