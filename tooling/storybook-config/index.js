// Storybook preset shared by the collecting Storybook (apps/storybook) and by a feature team
// running one package alone: `STORIES=packages/rewards pnpm --filter @clorofil/rewards storybook`
// narrows the globs to that package (the same variable narrows `test:stories`).
import fs from 'node:fs';
import path from 'node:path';

const STORY_FILES = 'src/**/*.stories.@(ts|tsx)';

/**
 * Story globs relative to the Storybook config directory. Relative, not absolute: the Vitest
 * addon joins every entry onto `configDir`, which would mangle an absolute path.
 * @param {{ root: string, configDir: string, only?: string }} options
 */
export function storyGlobs({ root, configDir, only }) {
  const dirs = only ? [normalizeOnly(root, only)] : ['packages/*'];
  const fromConfig = path.relative(configDir, root).split(path.sep).join('/');
  return dirs.map((dir) => `${fromConfig}/${dir}/${STORY_FILES}`);
}

/** Accepts `packages/rewards`, `rewards` or `packages/rewards/`; fails loudly on a typo. */
function normalizeOnly(root, only) {
  const trimmed = only.replace(/\/+$/, '');
  const dir = trimmed.includes('/') ? trimmed : `packages/${trimmed}`;
  if (!fs.existsSync(path.join(root, dir, 'src'))) {
    throw new Error(`STORIES=${only}: no ${dir}/src (expected packages/<name>).`);
  }
  return dir;
}

/**
 * The export condition under which every workspace package publishes its `src/` (before `types`
 * and `import`, which point at `dist/` for publishing): Storybook reads sources, so stories
 * hot-reload and never need a tsup build first.
 */
export const sourceCondition = '@clorofil/source';

export const addons = ['@storybook/addon-a11y', '@storybook/addon-vitest'];

export const framework = { name: '@storybook/react-vite', options: {} };
