import { z } from './zod.js';
import type { EndpointDef } from './endpoint-def.js';

export const pageTypeSchema = z.enum(['header-menu', 'footer']);

/** A menu entry of the header or footer; `url` is `/page/{slug}` or an external `https://` link. */
export const pageEntrySchema = z.object({
  slug: z.string(),
  type: pageTypeSchema,
  url: z.string(),
  title: z.string(),
  description: z.string(),
  visible: z.boolean(),
  order: z.number().int(),
});
export type PageEntry = z.infer<typeof pageEntrySchema>;
export const pageListSchema = z.array(pageEntrySchema);

/** `content` is HTML sanitised with the allowlist of SECURITY 20. */
export const pageSchema = pageEntrySchema.extend({ content: z.string() });
export type Page = z.infer<typeof pageSchema>;
export const pageParamsSchema = z.strictObject({ slug: z.string().min(1).max(200) });

/** Plain-text question and answer (screens truncate answers, so no markup). */
export const faqItemSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqListSchema = z.array(faqItemSchema);

export const imageParamsSchema = z.strictObject({
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,80}\.(svg|png|jpg|webp)$/),
});

/** Content pages, the FAQ and images: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const contentEndpoints = {
  getPages: { method: 'GET', path: '/api/Pages', auth: 'none', response: pageListSchema },
  getPage: { method: 'GET', path: '/api/Pages/{slug}', auth: 'none', params: pageParamsSchema, response: pageSchema },
  getFaq: { method: 'GET', path: '/api/Faq', auth: 'none', response: faqListSchema },
  getImage: {
    method: 'GET',
    path: '/api/images/{file}',
    auth: 'none',
    params: imageParamsSchema,
    response: z.unknown(),
    responseType: 'binary',
  },
} as const satisfies Record<string, EndpointDef>;
