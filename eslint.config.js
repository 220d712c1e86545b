// The rules of the repository's own scripts and of the bench. Every other workspace package has an
// eslint.config.js of its own, which ESLint uses for that package's files (the nearest config file
// wins), so one `pnpm lint` at the root lints the whole repository, each package by its own rules.
import { clorofil } from '@clorofil/eslint-config';

export default [
  // Browser globals as well as Node's: the bench hands functions to the page (page.evaluate).
  ...clorofil({ kind: 'tooling', name: 'repository' }),
  {
    // The bench loads the API's modules by file URL when it runs (bench/api, bench/reports), so
    // what they answer has no type to name.
    files: ['bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];
