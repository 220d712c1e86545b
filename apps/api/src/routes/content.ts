import { Catalogue } from '../cache/cache-hub.js';
import { getPage, listFaq, listPages } from '../domain/content.js';
import { notFound } from '../domain/errors.js';
import { defineRoute, type RouteKit } from '../http/route.js';

// Images are public, immutable per file name and not personal: they may be cached, unlike
// every other response. The sandboxing CSP keeps an SVG from running script if opened directly.
const IMAGE_HEADERS = {
  'cache-control': 'public, max-age=86400',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'cross-origin',
};

export function contentRoutes(kit: RouteKit): void {
  const { db } = kit.ctx;
  const content = [Catalogue.content];
  defineRoute(kit, 'getPages', () => listPages(db), { cache: { key: () => 'pages', tags: () => content } });
  // Only pages that exist are kept (a 404 is thrown, never cached), so the keys stay few.
  defineRoute(kit, 'getPage', ({ params }) => getPage(db, params.slug), {
    cache: { key: ({ params }) => `page:${params.slug}`, tags: () => content },
  });
  defineRoute(kit, 'getFaq', () => listFaq(db), { cache: { key: () => 'faq', tags: () => content } });
  defineRoute(kit, 'getImage', async ({ params, reply }) => {
    const image = await db.selectFrom('images').selectAll().where('file', '=', params.file).executeTakeFirst();
    if (!image) throw notFound();
    reply.headers({ ...IMAGE_HEADERS, 'content-type': image.content_type });
    return Buffer.from(image.body);
  });
}
