import { clorofil } from '@clorofil/eslint-config';

export default clorofil({ kind: 'app', name: 'web' });
