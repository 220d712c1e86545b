// What the first visit of `/` downloads, from the build manifest, raw and gzip-compressed:
//   1. the entry chunk and its static imports (what index.html loads),
//   2. plus the application chunk the entry imports at once and its imports,
//   3. plus the public layout the `/` route loads,
//   4. plus the home page (@clorofil/content), when it is mounted.
// Run after `vite build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunk files of `keys` and everything they import statically. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const size = (file) => {
  const body = readFileSync(path.join(dist, file));
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function report(label, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const s = size(file);
    raw += s.raw;
    gzip += s.gzip;
  }
  console.log(`${label.padEnd(58)} ${kb(raw).padStart(9)}  gzip ${kb(gzip).padStart(9)}  (${files.size} files)`);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const stage1 = closure([entry]);
report('1. entry + static imports', stage1);
const stage2 = closure(manifest[entry].dynamicImports ?? [], new Set(stage1));
report('2. + application chunk (imported at once)', stage2);
const layout = Object.keys(manifest).find((key) => key.endsWith('layouts/public/public-layout.tsx'));
const stage3 = closure([layout], new Set(stage2));
report('3. + public layout (route of /)', stage3);
const home = Object.keys(manifest).find((key) => key.endsWith('pages/home-page.tsx'));
const stage4 = home ? closure([home], new Set(stage3)) : stage3;
if (home) report('4. + home page', stage4);
for (const file of [...stage4].filter((file) => file.endsWith('.js'))) {
  console.log(`   ${file.padEnd(44)} gzip ${kb(size(file).gzip).padStart(9)}`);
}
