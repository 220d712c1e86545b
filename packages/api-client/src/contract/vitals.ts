import { z } from './zod.js';
import { isoDateTimeSchema } from './common.js';
import type { EndpointDef } from './endpoint-def.js';

// Web vitals (SPEC: "performance metrics are reported to a web-vitals facility"): members'
// browsers post what the `web-vitals` library measured for one page view; staff with the `vitals`
// permission read percentiles. Nothing here names a member: a report is a route pattern and numbers.

// The limits live apart from zod (the browser's reporter reads them at start); this module adds
// the schemas built from them.
import { VITALS_MAX_BATCH, VITALS_MAX_ROUTE_LENGTH, vitalMetricMaximum, vitalMetricNames } from './vitals-limits.js';

export * from './vitals-limits.js';

export const vitalsMessages = {
  route: 'مسیر صفحه باید الگوی مسیر باشد (مانند /rewards/:id)، نه نشانی کامل.',
  metric: 'نام سنجه باید یکی از LCP، INP، CLS، FCP یا TTFB باشد.',
  value: 'مقدار سنجه باید عددی نامنفی و در محدودهٔ معقول باشد.',
  batch: `هر گزارش باید دست‌کم یک و حداکثر ${VITALS_MAX_BATCH} سنجه داشته باشد.`,
} as const;

// A react-router pattern: static segments (letters of any script — the fixed pages' slugs are
// Persian — digits, hyphens), `:params`, and a final `*`. No query, fragment, dot or percent sign,
// so a raw address with encoded text or a query string cannot pass for a pattern.
const SEGMENT = String.raw`(?:[\p{L}\p{N}][\p{L}\p{N}\p{M}_-]*|:[A-Za-z][A-Za-z0-9]*)`;
const ROUTE_PATTERN = new RegExp(String.raw`^\/(?:${SEGMENT}(?:\/${SEGMENT}){0,7})?(?:\/?\*)?$`, 'u');

export const vitalRouteSchema = z
  .string()
  .max(VITALS_MAX_ROUTE_LENGTH, vitalsMessages.route)
  .regex(ROUTE_PATTERN, vitalsMessages.route);

export const vitalSampleSchema = z
  .strictObject({
    name: z.enum(vitalMetricNames, { error: vitalsMessages.metric }),
    value: z.number({ error: vitalsMessages.value }).finite(vitalsMessages.value).min(0, vitalsMessages.value),
  })
  .refine((sample) => sample.value <= vitalMetricMaximum[sample.name], {
    message: vitalsMessages.value,
    path: ['value'],
  });
export type VitalSample = z.infer<typeof vitalSampleSchema>;

/** What the browser sends once per page hide: the page view's route pattern and its metrics. */
export const vitalsBatchSchema = z.strictObject({
  route: vitalRouteSchema,
  metrics: z.array(vitalSampleSchema).min(1, vitalsMessages.batch).max(VITALS_MAX_BATCH, vitalsMessages.batch),
});
export type VitalsBatch = z.infer<typeof vitalsBatchSchema>;

export const vitalsWindows = ['day', 'week'] as const;
export type VitalsWindow = (typeof vitalsWindows)[number];

export const vitalsSummaryRowSchema = z.object({
  window: z.enum(vitalsWindows),
  route: z.string(),
  metric: z.enum(vitalMetricNames),
  count: z.number().int().nonnegative(),
  p50: z.number(),
  p75: z.number(),
  p95: z.number(),
});
export type VitalsSummaryRow = z.infer<typeof vitalsSummaryRowSchema>;

export const vitalsSummarySchema = z.object({
  generatedAt: isoDateTimeSchema,
  rows: z.array(vitalsSummaryRowSchema),
});
export type VitalsSummary = z.infer<typeof vitalsSummarySchema>;

/**
 * Kept out of the main endpoint table: the report is not JSON-only (sendBeacon posts text/plain,
 * the one body type a beacon sends without a preflight) and answers 204, and the summary also
 * accepts an operator token, so the API registers both by hand (apps/api/src/routes/vitals.ts).
 */
export const vitalsEndpoints = {
  reportVitals: { method: 'POST', path: '/api/Vitals', auth: 'none', body: vitalsBatchSchema, response: z.undefined() },
  getVitalsSummary: {
    method: 'GET',
    path: '/api/Vitals/Summary',
    auth: 'staff',
    permission: 'vitals',
    response: vitalsSummarySchema,
  },
} as const satisfies Record<string, EndpointDef>;
