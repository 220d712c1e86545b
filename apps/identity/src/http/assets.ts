import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { AssetUrls } from '../interaction/pages/layout.js';

interface Asset {
  path: string;
  body: Buffer;
  type: string;
  version: string;
}

function load(file: string, type: string): Asset {
  const body = readFileSync(new URL(`../assets/${file}`, import.meta.url));
  const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { path: `/assets/${file}`, body, type, version };
}

/** The stylesheet and script of the sign-in pages, versioned by content so they can be cached for good. */
export class StaticAssets {
  private readonly css = load('sign-in.css', 'text/css; charset=utf-8');
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
    const asset = [this.css, this.js, this.icon].find((candidate) => candidate.path === wanted);
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
