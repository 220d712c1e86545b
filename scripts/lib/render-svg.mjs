// Draws an SVG in Chromium (a playwright-core page) and returns it as a raster image: the demo
// pictures (apps/api/scripts/render-reward-images.mjs) and the club's icon
// (apps/web/scripts/render-icons.mjs). Chromium draws every SVG image on a page as a document of
// its own on the main thread (tens of milliseconds each on a phone); a PNG or
// WebP is a plain decode off it. Uses the browser's own encoders: no image library to install.

/**
 * @param {{ evaluate: (fn: Function, arg: object) => Promise<string> }} page a playwright-core page
 * @param {string} svg
 * @param {{ size: number, type: 'image/png' | 'image/webp', quality?: number }} options
 * @returns {Promise<Buffer>}
 */
export async function renderSvg(page, svg, { size, type, quality }) {
  const dataUrl = await page.evaluate(
    async ({ svg, size, type, quality }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      canvas.getContext('2d').drawImage(image, 0, 0, size, size);
      return canvas.toDataURL(type, quality);
    },
    { svg, size, type, quality },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
