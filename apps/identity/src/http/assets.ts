import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AssetUrls } from '../interaction/pages/layout.js';

interface Asset {
  path: string;
  body: Buffer;
  type: string;
  version: string;
}

const versionOf = (body: Buffer) => createHash('sha256').update(body).digest('hex').slice(0, 12);

function load(file: string, type: string, body = readFileSync(new URL(`../assets/${file}`, import.meta.url))): Asset {
  return { path: `/assets/${file}`, body, type, version: versionOf(body) };
}

const require = createRequire(import.meta.url);

/**
 * The club's typeface, Vazirmatn, from the same package the web app uses, so that signing in looks
 * like the club: the Persian and the basic Latin subsets (the browser fetches a subset only when
 * the page uses its characters), each under a name that carries its content hash.
 */
const FONT_SUBSETS = [
  {
    file: require.resolve('@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2'),
    range:
      'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC',
  },
  {
    file: require.resolve('@fontsource-variable/vazirmatn/files/vazirmatn-latin-wght-normal.woff2'),
    range:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
];

function loadFonts(): { fonts: Asset[]; faces: string } {
  const fonts = FONT_SUBSETS.map(({ file }) => {
    const body = readFileSync(file);
    return { path: `/assets/fonts/${versionOf(body)}.woff2`, body, type: 'font/woff2', version: versionOf(body) };
  });
  const faces = FONT_SUBSETS.map(
    ({ range }, index) => `@font-face {
  font-family: Vazirmatn;
  font-style: normal;
  font-weight: 100 900;
  font-display: swap;
  src: url(${fonts[index]!.path}) format('woff2');
  unicode-range: ${range};
}
`,
  ).join('');
  return { fonts, faces };
}

/** The stylesheet and script of the sign-in pages, versioned by content so they can be cached for good. */
export class StaticAssets {
  private readonly typeface = loadFonts();
  // The faces go first in the one stylesheet: the CSP allows no inline style, and a second
  // stylesheet would be a second request before the first paint.
  private readonly css = load(
    'sign-in.css',
    'text/css; charset=utf-8',
    Buffer.concat([Buffer.from(this.typeface.faces), readFileSync(new URL('../assets/sign-in.css', import.meta.url))]),
  );
  private readonly js = load('sign-in.js', 'text/javascript; charset=utf-8');
  // The club's leaf, so the sign-in tab looks like the club (and browsers' /favicon.ico probe
  // does not end in a 404 on the console).
  private readonly icon = load('favicon.png', 'image/png');

  get urls(): AssetUrls {
    return { css: `${this.css.path}?v=${this.css.version}`, js: `${this.js.path}?v=${this.js.version}` };
  }

  /** Answers the request when it is for one of the assets; returns false otherwise. */
  serve(pathname: string, res: ServerResponse): boolean {
    const wanted = pathname === '/favicon.ico' ? this.icon.path : pathname;
    const asset = [this.css, this.js, this.icon, ...this.typeface.fonts].find((candidate) => candidate.path === wanted);
    if (!asset) return false;
    res.writeHead(200, {
      'content-type': asset.type,
      'content-length': String(asset.body.length),
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(asset.body);
    return true;
  }
}
