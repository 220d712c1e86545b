import { clorofil } from '@clorofil/eslint-config';

// Node test code whose page.evaluate() bodies run in the browser: both sets of globals.
export default clorofil({ kind: 'app', name: 'e2e' });
