// Writes the Vazirmatn subsets the app ships (src/fonts/*.woff2) and their @font-face rules
// (src/fonts/vazirmatn.css) from @fontsource-variable/vazirmatn. Run by hand after a font update:
//   pnpm --filter @clorofil/ui-rtl subset-fonts
// Two files, each with a unicode-range, so a page downloads only the one it uses: Persian
// (letters, Persian and Arabic digits, Arabic punctuation, ZWNJ) and basic Latin (codes, emails,
// «», dashes). Anything outside both falls back to the next fonts of the system's stack.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = path.dirname(require.resolve('@fontsource-variable/vazirmatn/package.json'));
const out = path.resolve(import.meta.dirname, '../src/fonts');

/**
 * The weights the screens use: normal (400) for text, medium and semibold for labels and Chakra's
 * headings, bold and extrabold for figures (e2e fonts.test.ts measures each). The weight axis is cut
 * to this range (harfbuzz instancing): the variation data of the thin and black ends was ~28 % of
 * both files, bytes every page downloaded before its text could be drawn in Vazirmatn. A weight
 * outside the range (a <strong> inside bold text asks for 900) is drawn at the nearest end.
 */
const WEIGHTS = { min: 400, max: 800 };

/** [first, last] code points, inclusive. */
const subsets = [
  {
    name: 'vazirmatn-fa',
    from: 'vazirmatn-arabic-wght-normal.woff2',
    ranges: [
      [0x060c, 0x060c], // ، comma
      [0x061b, 0x061b], // ؛ semicolon
      [0x061f, 0x061f], // ؟ question mark
      [0x0621, 0x063a], // hamza … غ
      [0x0640, 0x0655], // tatweel, ف … ي, harakat, hamza above/below
      [0x0660, 0x066c], // Arabic-Indic digits, ٪ ٫ ٬ (fa-IR grouping)
      [0x0670, 0x0670], // superscript alef
      [0x067e, 0x067e], // پ
      [0x0686, 0x0686], // چ
      [0x0698, 0x0698], // ژ
      [0x06a9, 0x06a9], // ک
      [0x06af, 0x06af], // گ
      [0x06c0, 0x06c0], // ۀ
      [0x06cc, 0x06cc], // ی
      [0x06f0, 0x06f9], // Persian digits
      [0x200c, 0x200f], // ZWNJ, ZWJ, LRM, RLM
      [0x2010, 0x2011], // hyphens
      [0xfdfc, 0xfdfc], // ﷼ rial sign
    ],
  },
  {
    name: 'vazirmatn-latin',
    from: 'vazirmatn-latin-wght-normal.woff2',
    ranges: [
      [0x0020, 0x007e], // ASCII: digits, letters of codes and emails, punctuation
      [0x00a0, 0x00a0], // no-break space
      [0x00ab, 0x00ab], // «
      [0x00b7, 0x00b7], // ·
      [0x00bb, 0x00bb], // »
      [0x00d7, 0x00d7], // ×
      [0x2013, 0x2014], // – —
      [0x2018, 0x2019], // ‘ ’
      [0x201c, 0x201d], // “ ”
      [0x2022, 0x2022], // •
      [0x2026, 0x2026], // …
      [0x2212, 0x2212], // −
    ],
  },
];

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = (ranges) =>
  ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');
const text = (ranges) =>
  ranges
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
    .join('');

await mkdir(out, { recursive: true });
const rules = [];
for (const subset of subsets) {
  const font = await readFile(path.join(source, 'files', subset.from));
  // Keeps the weight axis over WEIGHTS, drops every glyph and feature outside the text.
  const result = await subsetFont(font, text(subset.ranges), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  });
  await writeFile(path.join(out, `${subset.name}.woff2`), result);
  console.log(`${subset.name}.woff2: ${(font.length / 1024).toFixed(1)} kB → ${(result.length / 1024).toFixed(1)} kB`);
  rules.push(`@font-face {
  font-family: 'Vazirmatn Variable';
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url('./${subset.name}.woff2') format('woff2-variations');
  unicode-range: ${unicodeRange(subset.ranges)};
}`);
}
const css = path.join(out, 'vazirmatn.css');
await writeFile(
  css,
  `/* Written by scripts/subset-fonts.mjs from @fontsource-variable/vazirmatn (OFL-1.1); do not edit. */\n${rules.join('\n\n')}\n`,
);
// In the repository's format, so `prettier --check` (a step of the test command) stays clean.
execFileSync('pnpm', ['exec', 'prettier', '--write', css], { stdio: 'inherit' });
