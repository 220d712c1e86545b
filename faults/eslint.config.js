import { clorofil } from '@clorofil/eslint-config';

// Node test code that drives the two servers as separate processes.
export default clorofil({ kind: 'app', name: 'faults' });
