// Layer boundaries of ARCHITECTURE.md, checked on resolved files (not on import strings), so a
// relative path or an alias cannot sneak past them:
//   tooling ← libraries ← features ← apps;   servers use libraries only;   nobody imports a server.
// A feature is any folder under packages/ that is not one of the libraries, so a package
// made by `pnpm create-feature` is covered without editing this file.
import boundaries from 'eslint-plugin-boundaries';

export const LIBRARIES = ['app-kit', 'rules', 'ui-rtl', 'api-client', 'auth'];
const SERVERS = ['api', 'identity'];

const elements = [
  { type: 'tooling', pattern: 'tooling/*', mode: 'folder', capture: ['name'] },
  { type: 'library', pattern: `packages/{${LIBRARIES.join(',')}}`, mode: 'folder', capture: ['name'] },
  { type: 'feature', pattern: 'packages/*', mode: 'folder', capture: ['name'] },
  { type: 'server', pattern: `apps/{${SERVERS.join(',')}}`, mode: 'folder', capture: ['name'] },
  { type: 'app', pattern: 'apps/*', mode: 'folder', capture: ['name'] },
  { type: 'app', pattern: 'e2e', mode: 'folder' },
  // The fault suite drives both servers as processes and signs in through the provider's test client.
  { type: 'system', pattern: 'faults', mode: 'folder' },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const from = (type) => ({ element: { type } });

// Default disallow; the allow list is the whole graph. Imports inside one package are internal
// and not checked here (import-x/no-cycle covers them).
const policies = [
  { from: from('tooling'), allow: to('tooling') },
  { from: from('library'), allow: to('tooling', 'library') },
  { from: from('feature'), allow: to('tooling', 'library') },
  { from: from('app'), allow: to('tooling', 'library', 'feature') },
  { from: from('server'), allow: to('tooling', 'library') },
  // The disallowed edges again, each with the sentence a developer needs.
  {
    from: from('feature'),
    disallow: to('feature'),
    message: 'A feature never imports another feature: link to its pages through `paths` from @clorofil/app-kit.',
  },
  {
    from: from('library'),
    disallow: to('feature', 'app'),
    message: 'A library never imports a feature or an app: dependencies flow tooling ← libraries ← features ← apps.',
  },
  {
    from: from('feature'),
    disallow: to('app'),
    message: 'A feature never imports an app: the shell imports features, not the reverse.',
  },
  {
    from: from('server'),
    disallow: to('feature', 'app'),
    message: 'A server uses libraries only (the contract, validation, sanitize), never a feature or an app.',
  },
  {
    disallow: to('server'),
    message: 'Nothing imports a server (apps/api, apps/identity) except its own tests; share code through a library.',
  },
  // Only the fault suite, which tests the servers from outside, may reach them (their `testing` entry).
  { from: from('system'), allow: to('tooling', 'library', 'server') },
];

/** Flat-config pieces for the boundaries plugin, rooted at `root` (the monorepo or a test fixture). */
export function boundariesConfig(root) {
  return {
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/elements': elements,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
      'boundaries/legacy-warnings': false,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
    },
  };
}
