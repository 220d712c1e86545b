import type { Linter } from 'eslint';

export const LIBRARIES: string[];
export function clorofil(options: {
  kind: 'library' | 'feature' | 'app' | 'server' | 'tooling';
  name?: string;
  node?: boolean;
  /** The monorepo root (default); the preset's own tests point it at a fixture workspace. */
  root?: string;
}): Linter.Config[];
