import { clorofil } from '@clorofil/eslint-config';

export default clorofil({ kind: 'library', name: 'rules', node: true });
