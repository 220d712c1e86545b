#!/usr/bin/env node
// Run by `pnpm typecheck:packages` before it type-checks the libraries and features under packages/
// as one program (packages/tsconfig.json), so Chakra's, React's and the shared libraries' types are
// read once, not once per package. The program checks with its own settings, not each package's
// tsconfig.json: every package it takes in must have exactly its settings and its files. A package
// that needs settings of its own is excluded in packages/tsconfig.json and keeps a `typecheck`
// script of its own, as `rules` does.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const packages = path.join(root, 'packages');
const tsc7 = path.join(root, 'node_modules/.bin/tsc7');
const showConfig = (dir) => JSON.parse(execFileSync(tsc7, ['--showConfig', '-p', dir], { encoding: 'utf8' }));

const program = showConfig(packages);
const settings = JSON.stringify(program.compilerOptions);
const own = [];
for (const name of readdirSync(packages).sort()) {
  const dir = path.join(packages, name);
  if (program.exclude?.includes(name) || !existsSync(path.join(dir, 'tsconfig.json'))) continue;
  const config = showConfig(dir);
  if (JSON.stringify(config.compilerOptions) !== settings || JSON.stringify(config.include) !== '["src","*.config.ts"]')
    own.push(name);
}
if (own.length > 0) {
  console.error(
    `packages/tsconfig.json would check ${own.join(', ')} with settings or files other than ${own.length > 1 ? 'their' : 'its'} own ` +
      'tsconfig.json: keep the shared settings (extends @clorofil/tsconfig/react.json, include ["src", "*.config.ts"]), ' +
      'or exclude the package there and give it a `typecheck` script of its own.',
  );
  process.exit(1);
}
