import { clorofil } from '@clorofil/eslint-config';

export default clorofil({ kind: 'feature', name: 'member-care' });
