// Storybook preset shared by the collecting Storybook (apps/storybook) and by a feature team
// running one package alone: `STORIES=packages/rewards pnpm --filter @clorofil/rewards storybook`
// narrows the globs to that package.
import path from 'node:path';

/** @param {{ root: string, only?: string }} options */
export function storyGlobs({ root, only }) {
  const dirs = only ? [only] : ['packages/*'];
  return dirs.map((dir) => path.join(root, dir, 'src/**/*.stories.@(ts|tsx)'));
}

export const addons = ['@storybook/addon-a11y', '@storybook/addon-vitest'];

export const framework = { name: '@storybook/react-vite', options: {} };
