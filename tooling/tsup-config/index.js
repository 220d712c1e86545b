// The tsup build of every library and feature package (`tsup.config.ts`), so all of them target
// the same JavaScript and none drifts. tsup writes only the JavaScript: the declarations are
// `tsc7 -p tsconfig.build.json`'s (@clorofil/tsconfig/declarations.json), so nothing here sets `dts`.

/** @type {import('tsup').Options} */
const shared = { format: ['esm'], clean: true, sourcemap: true, target: 'es2023' };

// What a feature imports and the app bundles once for all of them: React and its router, Chakra
// and its Emotion, the workspace libraries, TanStack Query, the icons.
const FEATURE_EXTERNAL = [/^react/, /^@chakra-ui/, /^@emotion/, /^@clorofil\//, /^@tanstack/, 'lucide-react'];

/**
 * A feature package: one entry, `src/index.ts`; its pages are `lazy` imports, so splitting gives
 * each page a chunk of its own. `external` adds the feature's own libraries to the shared list.
 * @param {{ external?: (string | RegExp)[] }} [options]
 * @returns {import('tsup').Options}
 */
export function featureConfig({ external = [] } = {}) {
  return {
    ...shared,
    entry: { index: 'src/index.ts' },
    splitting: true,
    external: [...FEATURE_EXTERNAL, ...external],
  };
}

/**
 * A library package (app-kit, rules, ui-rtl, api-client, auth): its own entries, externals and loaders on the
 * shared settings.
 * @param {import('tsup').Options} options
 * @returns {import('tsup').Options}
 */
export function libraryConfig(options) {
  return { ...shared, ...options };
}
