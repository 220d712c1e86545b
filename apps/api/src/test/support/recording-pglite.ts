import type { PGlite } from '@electric-sql/pglite';
import { pgliteCopy } from './pglite-copy.js';

/** Calls `onStatement` with the text of every statement `pglite` runs from now on. */
export function recordStatements(pglite: PGlite, onStatement: (text: string) => void): PGlite {
  const query = pglite.query.bind(pglite);
  pglite.query = ((text: string, ...rest: unknown[]) => {
    onStatement(text);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof pglite.query;
  return pglite;
}

/**
 * An in-memory PGlite (a copy of the run's `empty` or `seeded` database) that records the text of
 * every statement it runs into `statements`, so a test counts queries ("one query, not 50")
 * instead of assuming them.
 */
export function recordingPGlite(statements: string[], from: 'empty' | 'seeded' = 'empty'): PGlite {
  return recordStatements(pgliteCopy(from), (text) => statements.push(text));
}
