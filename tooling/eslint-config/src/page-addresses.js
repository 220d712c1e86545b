// An app-page address is written once, in @clorofil/app-kit's `paths` module.
// Everywhere else a string such as '/rewards', '/account' or `/page/${slug}` is an error: it
// breaks silently when the address moves. API routes (`/api/...`), assets and the servers'
// own routes are not app pages and are not flagged.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The pages SPEC §2 names; the paths module below adds whatever a later feature registers there.
const KNOWN_FIRST_SEGMENTS = [
  'account',
  'bank-information',
  'commission',
  'dashboard',
  'discount-code',
  'financial',
  'games',
  'login',
  'logoutredirect',
  'page',
  'review',
  'rewards',
  'scores',
  '403',
  '404',
];

export const PATHS_MODULE = 'packages/app-kit/src/paths.ts';

/** First segments of every address the paths module spells out ('/scores' → 'scores'). */
function segmentsFromPathsModule(root) {
  const file = path.join(root, PATHS_MODULE);
  if (!existsSync(file)) return [];
  const source = readFileSync(file, 'utf8');
  const found = new Set();
  for (const match of source.matchAll(/['`]\/([a-z0-9][a-z0-9-]*)(?=[/'`?#$])/g)) found.add(match[1]);
  return [...found].filter((segment) => segment !== 'api');
}

/** `no-restricted-syntax` entries that flag page-address literals. */
export function pageAddressSelectors(root) {
  const segments = [...new Set([...KNOWN_FIRST_SEGMENTS, ...segmentsFromPathsModule(root)])].sort();
  // esquery regexes cannot contain a literal slash; \x2F is one.
  const address = `^\\x2F(${segments.join('|')})([\\x2F?#]|$)`;
  const message = 'Take app-page addresses from `paths` in @clorofil/app-kit; never spell one out.';
  return [
    { selector: `Literal[value=/${address}/]`, message },
    { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=/${address}/]`, message },
  ];
}

/** Files where spelling an address out is the point (tests, stories, mocks) or harmless. */
export const PAGE_ADDRESS_EXEMPT_FILES = [
  '**/*.test.{ts,tsx,js,mjs}',
  '**/*.stories.{ts,tsx}',
  '**/test-support/**',
  '**/testing/**',
  '**/testing.{ts,tsx}',
  '**/mocks/**',
  '.storybook/**',
];
