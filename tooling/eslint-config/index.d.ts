import type { Linter } from 'eslint';

export const FEATURES: string[];
export const LIBRARIES: string[];
export function clorofil(options: {
  kind: 'library' | 'feature' | 'app' | 'server' | 'tooling';
  name?: string;
  node?: boolean;
}): Linter.Config[];
export default clorofil;
