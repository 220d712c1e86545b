import { z } from 'zod';

// The web app's CSP has no 'unsafe-eval'. Left to itself, zod probes for eval with `new Function`
// when a schema is made (the browser reports that as a CSP violation even though zod catches the
// error). Every schema of the contract takes `z` from here, so the setting precedes them all. The
// package names this file in `sideEffects`: otherwise a bundler sends the re-export straight to
// zod and skips the call.
z.config({ jitless: true });

export { z };
