import { clorofil } from '@clorofil/eslint-config';

export default clorofil({ kind: 'server', name: 'api', node: true });
