// The limits of a web-vitals report, without zod: the browser's reporter reads them when it
// starts, and the schemas in vitals.ts (zod) stay out of its download.

export const vitalMetricNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetricName = (typeof vitalMetricNames)[number];

/**
 * Largest plausible value per metric (milliseconds; CLS is unitless). A value beyond it is a
 * broken clock or a forged report, and would drag the p95 of a route with few views.
 */
export const vitalMetricMaximum: Record<VitalMetricName, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 50,
  FCP: 120_000,
  TTFB: 120_000,
};

/** One page view yields five metrics; a few more leave room for a bfcache restore. */
export const VITALS_MAX_BATCH = 20;
/** Longest route pattern accepted (the longest of the app is about 40 characters). */
export const VITALS_MAX_ROUTE_LENGTH = 120;
