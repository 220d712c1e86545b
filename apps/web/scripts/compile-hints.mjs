// V8's explicit compile hint (Chrome 136+): a file that starts with `//# allFunctionsCalledOnLoad`
// has all its functions compiled as the file streams in, on a background thread, instead of each
// one on the main thread the first time it is called. The start-up's files — the entry, the
// stages of main.tsx and everything they import (React, Chakra's system, the app's boot) — run
// nearly every function they hold while the page starts, so the hint is theirs. Lazy pages and
// the shared lazy chunk are left as they are: a page calls only part of what they hold. Browsers
// without the hint read a comment.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks the start-up runs: every entry and every chunk whose name starts with `startupPrefix`
 * (main.tsx's stages), with all they import statically.
 */
export function startupChunks(bundle, startupPrefix) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set();
  const visit = (file) => {
    if (files.has(file) || !byFile.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file).imports) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry || chunk.name.startsWith(startupPrefix)) visit(chunk.fileName);
  return [...files].map((file) => byFile.get(file));
}

/**
 * Puts the hint on the first line of each of `chunks`, and moves its source map down a line (one
 * more `;` in front of the mappings: an empty first line), in the chunk and in the map file the
 * bundle already holds.
 */
export function addCompileHints(bundle, chunks) {
  for (const chunk of chunks) {
    if (chunk.code.startsWith(COMPILE_HINT)) continue;
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

/** The build's plugin: hints the start-up's chunks once they are minified. */
export function compileHintsPlugin(startupPrefix) {
  return {
    name: 'clorofil-compile-hints',
    apply: 'build',
    // After Vite's own last touches (its preload helper puts a `__vite__mapDeps` line first).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle, startupChunks(bundle, startupPrefix));
      },
    },
  };
}
