import { clorofil } from '@clorofil/eslint-config';

export default [
  // public/ holds msw's generated worker script; test-results/ the JSON report.
  { ignores: ['public/**', 'test-results/**'] },
  ...clorofil({ kind: 'app', name: 'storybook' }),
];
