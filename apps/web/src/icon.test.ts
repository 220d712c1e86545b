import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '..');
const template = readFileSync(path.join(web, 'index.html'), 'utf8');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("the club's icon", () => {
  it('is linked as a PNG: an SVG icon is drawn as a document of its own on the main thread while the page starts', () => {
    const icons = [...template.matchAll(/<link rel="icon"[^>]*>/g)].map(([link]) => link);
    expect(icons).toEqual(['<link rel="icon" href="/favicon.png" type="image/png" sizes="64x64" />']);
    expect(template).not.toMatch(/\.svg/);
  });

  it('is the 64 px rendering of the leaf (pnpm --filter @clorofil/web render-icons), the same the sign-in pages serve', () => {
    const png = readFileSync(path.join(web, 'public/favicon.png'));
    expect(pngSize(png)).toEqual({ width: 64, height: 64 });
    expect(png.length).toBeLessThan(4096);
    expect(readFileSync(path.join(web, '../identity/src/assets/favicon.png')).equals(png)).toBe(true);
    expect(readFileSync(path.join(web, 'icons/favicon.svg'), 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
  });
});
