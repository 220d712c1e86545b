import { clorofil } from '@clorofil/eslint-config';

export default clorofil({ kind: 'tooling', name: 'tsup-config', node: true });
