import {
  vitalMetricMaximum,
  VITALS_MAX_BATCH,
  type VitalMetricName,
  type VitalSample,
} from '@clorofil/api-client/contract';

/** What the reporter needs of a `web-vitals` metric (its callbacks pass more). */
export interface MeasuredMetric {
  id: string;
  name: VitalMetricName;
  value: number;
}

export interface VitalsTransport {
  sendBeacon?: (url: string, data: string) => boolean;
  fetch?: typeof fetch;
}

interface VitalsReporter {
  add(metric: MeasuredMetric): void;
  /** Sends what is queued in one beacon (or a few, past the batch limit); called on page hide. */
  flush(): void;
}

// Milliseconds to a tenth, CLS to four decimals: more digits say nothing and cost bytes.
const rounded = (metric: MeasuredMetric) =>
  metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value * 10) / 10;

const plausible = (metric: MeasuredMetric) =>
  Number.isFinite(metric.value) && metric.value >= 0 && metric.value <= vitalMetricMaximum[metric.name];

/**
 * Collects a page view's metrics and posts them on page hide. sendBeacon first (the browser
 * delivers it after the page is gone), a keepalive fetch when the beacon is refused. Both carry a
 * plain-text body, so no preflight is needed; every failure is swallowed: measuring must never
 * break or slow the page, nor write to the console.
 */
export function createVitalsReporter(endpoint: string, route: string, transport: VitalsTransport): VitalsReporter {
  // Keyed by the metric's id: a later report of the same metric (CLS grows) replaces the earlier.
  const queue = new Map<string, VitalSample>();

  const send = (body: string) => {
    try {
      if (transport.sendBeacon?.(endpoint, body)) return;
    } catch {
      // An endpoint the browser refuses outright: try fetch below.
    }
    try {
      void transport
        .fetch?.(endpoint, {
          method: 'POST',
          body,
          keepalive: true,
          mode: 'no-cors',
          credentials: 'omit',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
        })
        .catch(() => undefined);
    } catch {
      // Nothing more to try; the next page view reports again.
    }
  };

  return {
    add(metric) {
      if (plausible(metric)) queue.set(metric.id, { name: metric.name, value: rounded(metric) });
    },
    flush() {
      const metrics = [...queue.values()];
      queue.clear();
      for (let start = 0; start < metrics.length; start += VITALS_MAX_BATCH) {
        send(JSON.stringify({ route, metrics: metrics.slice(start, start + VITALS_MAX_BATCH) }));
      }
    },
  };
}
