declare module 'vitest' {
  export interface ProvidedContext {
    /** Dumped PGlite data directories of this run, by name (pglite-setup.js). */
    pgliteDumps: Record<string, string>;
  }
}
export function pgliteDump(name: string): Blob;
