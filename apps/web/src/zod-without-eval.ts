import { config } from 'zod';

// Our CSP has no 'unsafe-eval'. Zod (the API client's response validation) otherwise probes for
// eval with `new Function`, which the browser reports as a CSP violation even though the error
// is caught, and schemas read the setting when they are created. The build therefore hands this
// module to every `import … from 'zod'` (vite.config.ts, `zodWithoutEval`): whatever chunk a
// schema lands in, this runs before it, and zod stays out of the entry chunk.
config({ jitless: true });

export * from 'zod';
