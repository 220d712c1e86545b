import { clorofil } from './index.js';

export default [
  // The fixtures break the rules on purpose; test/boundaries.test.js lints them itself.
  { ignores: ['test/fixtures/**'] },
  ...clorofil({ kind: 'tooling', name: 'eslint-config', node: true }),
];
