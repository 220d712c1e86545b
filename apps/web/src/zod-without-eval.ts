import { config } from 'zod';

// Our CSP has no 'unsafe-eval'. Zod (the API client's response validation) otherwise probes for
// eval with `new Function`, which the browser reports as a CSP violation even though the error
// is caught. Schemas read this setting when they are created, and the bundler may place the API
// client's schemas in a chunk that runs before any module of the application chunk, so this is
// imported by the entry (main.tsx), which runs before any of them.
config({ jitless: true });
