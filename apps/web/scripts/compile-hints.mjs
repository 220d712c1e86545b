// V8's explicit compile hint (Chrome 136+): a file that starts with `//# allFunctionsCalledOnLoad`
// has all its functions compiled as the file streams in, on a background thread, instead of each
// one on the main thread the first time it is called. Every chunk of the build gets it: the
// start-up's files (the entry, main.tsx's stages and what they import: React, Chakra's system,
// the app's boot) run nearly every function they hold while a page starts, and a page's or a
// layout's chunk is loaded when that page opens and renders at once. Measured with `bench compare`
// (bench/results/compare-stop36-*.md): the start-up's chunks hinted against none, TBT −202 ms on
// `/`, −232 on the FAQ, −107 on `/rewards` (lower in 8, 9 and 8 of 10 rounds); every chunk against
// the start-up's only, −197 ms on `/rewards` (7 of 8), −37 on `/account`, `/` unchanged; the whole
// stop 36 against the stop before it, `/` +31 ms (4 of 10), FAQ −132, `/rewards` −299 (6 of 10 each)
// — Lighthouse's main-thread work of the load fell in 8 of the 9 comparisons. Browsers without the
// hint read a comment.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint on the first line of every chunk of `bundle`, and moves its source map down a line
 * (one more `;` in front of the mappings: an empty first line), in the chunk and in the map file
 * the bundle already holds.
 */
export function addCompileHints(bundle) {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapFile = bundle[`${chunk.fileName}.map`];
    if (mapFile?.type === 'asset') {
      const map = JSON.parse(
        typeof mapFile.source === 'string' ? mapFile.source : Buffer.from(mapFile.source).toString(),
      );
      map.mappings = `;${map.mappings}`;
      mapFile.source = JSON.stringify(map);
    }
  }
}

/** The build's plugin: hints every chunk once it is minified. */
export function compileHintsPlugin() {
  return {
    name: 'clorofil-compile-hints',
    apply: 'build',
    // After Vite's own last touches (its preload helper puts a `__vite__mapDeps` line first).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle);
      },
    },
  };
}
