#!/usr/bin/env node
// `pnpm create-feature <name> [--title «عنوان فارسی»] [--skip-install]`
// Scaffolds packages/<name> from scripts/create-feature/template and plugs it in: the address
// goes into app-kit's paths module (the one place addresses are written), the feature into
// apps/web/src/features.ts (one import, one line), the web app depends on it, a changeset
// describes it, and `pnpm install --offline` links it. The result passes lint, typecheck, tests
// and story tests unedited (scripts/create-feature-check.mjs proves it in a temporary copy).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyTemplate, featureNames } from './create-feature/scaffold.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PATHS_FILE = 'packages/app-kit/src/paths.ts';
const FEATURES_FILE = 'apps/web/src/features.ts';
const WEB_PACKAGE = 'apps/web/package.json';
const ADDRESS_MARKER = "  // pnpm create-feature adds each new feature's address above this line.";
const FEATURE_MARKER = '  // pnpm create-feature adds each new feature above this line.';
// Workspace names that are not features; a feature of that name would shadow or confuse them.
const RESERVED = new Set([
  'ui-rtl',
  'app-kit',
  'rules',
  'api-client',
  'auth',
  'web',
  'api',
  'identity',
  'storybook',
  'e2e',
  'tooling',
  'dashboard',
  'page',
]);

function fail(message) {
  console.error(`✗ create-feature: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const options = { name: undefined, title: 'بخش تازهٔ باشگاه', install: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--title') options.title = argv[++i] ?? fail('--title needs a value');
    else if (arg === '--skip-install') options.install = false;
    else if (arg.startsWith('-')) fail(`unknown option ${arg}`);
    else if (options.name) fail(`one name only (got «${options.name}» and «${arg}»)`);
    else options.name = arg;
  }
  if (!options.name) fail('usage: pnpm create-feature <name> [--title «عنوان فارسی»] [--skip-install]');
  return options;
}

const read = (file) => readFileSync(path.join(root, file), 'utf8');
const write = (file, text) => writeFileSync(path.join(root, file), text);

function checkName(names) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(names.name))
    fail(`«${names.name}» is not a kebab-case name (e.g. rewards, lucky-wheel)`);
  if (RESERVED.has(names.name)) fail(`«${names.name}» is taken by the workspace or the shell`);
  if (existsSync(path.join(root, 'packages', names.name))) fail(`packages/${names.name} exists already`);
  const pathsModule = read(PATHS_FILE);
  // A planned feature's address (paths.rewards, paths.scores…) is already written: reuse it.
  names.addressExists = new RegExp(`^\\s+${names.camel}:`, 'm').test(pathsModule);
  if (!names.addressExists && pathsModule.includes(`'${names.address}'`))
    fail(`the address ${names.address} is taken in ${PATHS_FILE}`);
  if (!pathsModule.includes(ADDRESS_MARKER)) fail(`${PATHS_FILE} lost its marker line (${ADDRESS_MARKER.trim()})`);
  if (!read(FEATURES_FILE).includes(FEATURE_MARKER))
    fail(`${FEATURES_FILE} lost its marker line (${FEATURE_MARKER.trim()})`);
}

function addAddress(names) {
  if (names.addressExists) return;
  const line = `  ${names.camel}: '${names.address}',`;
  write(PATHS_FILE, read(PATHS_FILE).replace(ADDRESS_MARKER, `${line}\n${ADDRESS_MARKER}`));
}

function registerFeature(names) {
  const lines = read(FEATURES_FILE).split('\n');
  const importLine = `import { ${names.camel}Feature } from '@clorofil/${names.name}';`;
  // Among the package imports; the app's own (./…) imports stay after them.
  const imports = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.startsWith('import ') && /from '@/.test(line));
  const specifier = (line) => /from '([^']+)'/.exec(line)?.[1] ?? '';
  // Keep the imports in module order, as the rest of the codebase does.
  const before = imports.find(({ line }) => specifier(line) > `@clorofil/${names.name}`);
  lines.splice(before ? before.index : imports.at(-1).index + 1, 0, importLine);
  const marker = lines.indexOf(FEATURE_MARKER);
  lines.splice(marker, 0, `  ${names.camel}Feature,`);
  write(FEATURES_FILE, lines.join('\n'));
}

function addWebDependency(names) {
  const pkg = JSON.parse(read(WEB_PACKAGE));
  const deps = { ...pkg.dependencies, [`@clorofil/${names.name}`]: 'workspace:*' };
  pkg.dependencies = Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)));
  write(WEB_PACKAGE, `${JSON.stringify(pkg, null, 2)}\n`);
}

function addChangeset(names, title) {
  const file = `.changeset/${names.name}-feature.md`;
  const text = `---\n"@clorofil/${names.name}": minor\n---\n\nNew feature package «${title}»: \`${names.camel}Feature\`, mounted by the shell at \`paths.${names.camel}\` (${names.address}) in the profile layout for signed-in members, with its side-menu entry.\n`;
  write(file, text);
  return file;
}

const options = parseArgs(process.argv.slice(2));
const names = featureNames(options.name, options.title);
checkName(names);
const created = copyTemplate(
  path.join(import.meta.dirname, 'create-feature', 'template'),
  path.join(root, 'packages', names.name),
  names,
);
addAddress(names);
registerFeature(names);
addWebDependency(names);
const changeset = addChangeset(names, options.title);
// The repository's formatter lays out what the template wrote (a long Persian title wraps lines).
execFileSync(
  path.join(root, 'node_modules', '.bin', 'prettier'),
  ['--write', '--log-level=warn', `packages/${names.name}`, PATHS_FILE, FEATURES_FILE, WEB_PACKAGE],
  { cwd: root, stdio: 'inherit' },
);

console.log(`✓ packages/${names.name} (${created.length} files)`);
console.log(
  names.addressExists
    ? `✓ ${PATHS_FILE}: paths.${names.camel} exists already, reused`
    : `✓ ${PATHS_FILE}: paths.${names.camel} = '${names.address}'`,
);
console.log(`✓ ${FEATURES_FILE}: ${names.camel}Feature`);
console.log(`✓ ${WEB_PACKAGE}: @clorofil/${names.name}`);
console.log(`✓ ${changeset}`);
if (options.install) {
  console.log('› pnpm install --offline --no-frozen-lockfile');
  try {
    // Not frozen: the new package is a new importer in the lockfile, which this install records.
    execFileSync('pnpm', ['install', '--offline', '--no-frozen-lockfile'], { cwd: root, stdio: 'inherit' });
  } catch {
    fail('pnpm install --offline failed (see above); run it again once the store has every package');
  }
}
console.log(`\nNext: pnpm --filter @clorofil/${names.name} test, then give the page its real content.`);
