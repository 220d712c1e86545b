// Builds the two floors (bench/floors/*) with the Vite, plugin and libraries of the measured tree:
// bare imports of the floors resolve as if apps/web had written them, so a floor and the product
// always share one Vite and one React/react-router/Chakra version. The floors get what the
// product's build gets: the same build target, and precompressed siblings (.br, .gz) when the
// product's build writes them, so the static server sends both the same way.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const FLOORS = [
  { id: 'floor-router', name: 'React + router floor', dir: 'react-router' },
  { id: 'floor-chakra', name: '+ Chakra provider floor', dir: 'chakra' },
];

// Source maps are never sent to a visitor: not worth brotli 11's time.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Which precompressed encodings the product's build wrote next to its assets. */
export function productEncodings(dist) {
  const all = [...files(path.join(dist, 'assets'))];
  return { br: all.some((f) => f.endsWith('.br')), gzip: all.some((f) => f.endsWith('.gz')) };
}

function precompress(dist, encodings) {
  for (const file of [...files(dist)]) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (encodings.br)
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    if (encodings.gzip) writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

export async function buildFloors({ target, outDir, encodings }) {
  const webDir = path.join(target, 'apps/web');
  const requireFromWeb = createRequire(path.join(webDir, 'package.json'));
  const importFromWeb = (id) => import(pathToFileURL(requireFromWeb.resolve(id)).href);
  const vite = await importFromWeb('vite');
  const react = (await importFromWeb('@vitejs/plugin-react')).default;
  const webImporter = path.join(webDir, 'src/main.tsx');
  const sameLibraries = {
    name: 'bench-floor-libraries',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (!importer || id.startsWith('.') || id.startsWith('/') || id.startsWith('\0') || path.isAbsolute(id))
        return null;
      if (importer.includes(`${path.sep}node_modules${path.sep}`)) return null;
      return this.resolve(id, webImporter, { ...options, skipSelf: true });
    },
  };
  const built = [];
  for (const floor of FLOORS) {
    const root = path.resolve(import.meta.dirname, '../floors', floor.dir);
    const dist = path.join(outDir, floor.dir);
    await vite.build({
      root,
      configFile: false,
      logLevel: 'warn',
      plugins: [sameLibraries, react()],
      build: { outDir: dist, emptyOutDir: true, target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 4096 },
    });
    if (encodings.br || encodings.gzip) precompress(dist, encodings);
    if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`the ${floor.name} did not build`);
    built.push({ ...floor, dist, vite: vite.version });
  }
  return built;
}
