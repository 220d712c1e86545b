import { clorofil } from '@clorofil/eslint-config';

export default clorofil({ kind: 'tooling', name: 'storybook-config', node: true });
