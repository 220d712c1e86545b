import { PGlite } from '@electric-sql/pglite';

/**
 * An in-memory PGlite that records the text of every statement it runs into `statements`, so a
 * test counts queries ("one query, not 50") instead of assuming them.
 */
export function recordingPGlite(statements: string[]): PGlite {
  const pglite = new PGlite();
  const query = pglite.query.bind(pglite);
  pglite.query = ((text: string, ...rest: unknown[]) => {
    statements.push(text);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof pglite.query;
  return pglite;
}
