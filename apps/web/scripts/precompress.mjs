// Brotli and gzip copies of every text asset of the build, written beside it (`x.js.br`,
// `x.js.gz`), so the static server (sirv with `brotli`/`gzip`) answers with the smallest file the
// browser accepts and never compresses on the request path. woff2 is left alone: it is already
// Brotli inside, a second pass gains under 1 % and costs a file per font.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What browsers fetch as text. Source maps are left out: only the dev tools read them, rarely. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|woff|ttf)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // `.vite/` holds the build manifest, read by scripts and tests, never served.
      if (!entry.name.startsWith('.')) yield* files(full);
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield full;
    }
  }
}

/** Compresses every text file under `dir`; returns how many files and bytes it wrote. */
export async function precompress(dir) {
  const written = { files: 0, raw: 0, br: 0, gzip: 0 };
  const jobs = [];
  for await (const file of files(dir)) {
    jobs.push(
      (async () => {
        const body = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gz(body, { level: 9 }),
        ]);
        // A tiny file can grow when compressed (gzip's header alone is 18 bytes); then the
        // original is the best answer and no copy is written.
        if (br.length < body.length) await writeFile(`${file}.br`, br);
        if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
        written.files += 1;
        written.raw += body.length;
        written.br += Math.min(br.length, body.length);
        written.gzip += Math.min(gzipped.length, body.length);
      })(),
    );
  }
  await Promise.all(jobs);
  return written;
}

/** The Vite plugin: runs once the whole bundle (and the public directory) is on disk. */
export function precompressPlugin() {
  let outDir = 'dist';
  return {
    name: 'clorofil-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { files: count, raw, br, gzip: gzipped } = await precompress(outDir);
        const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
        this.info?.(`precompressed ${count} files: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gzipped)}`);
      },
    },
  };
}
