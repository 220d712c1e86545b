import { VITALS_MAX_BATCH, vitalsBatchSchema } from '@clorofil/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { createVitalsReporter, type MeasuredMetric } from './vitals-reporter';

const ENDPOINT = 'https://api.club.ir/api/Vitals';
const metric = (name: MeasuredMetric['name'], value: number, id = `${name}-1`): MeasuredMetric => ({ id, name, value });

function transport(beaconAccepts = true) {
  const sent: string[] = [];
  const sendBeacon = vi.fn((url: string, data: string) => {
    expect(url).toBe(ENDPOINT);
    if (beaconAccepts) sent.push(data);
    return beaconAccepts;
  });
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }));
  return { sent, sendBeacon, fetch };
}
const bodies = (sent: string[]) => sent.map((body) => vitalsBatchSchema.parse(JSON.parse(body)));

describe('the web-vitals reporter', () => {
  it('sends the page view’s metrics in one beacon on hide, as the contract expects, then nothing twice', () => {
    const t = transport();
    const reporter = createVitalsReporter(ENDPOINT, '/rewards/:id', t);
    reporter.add(metric('TTFB', 120.04));
    reporter.add(metric('FCP', 800.26));
    reporter.add(metric('LCP', 1499.99));
    reporter.add(metric('CLS', 0.012345));
    expect(t.sendBeacon).not.toHaveBeenCalled();
    reporter.flush();
    expect(bodies(t.sent)).toEqual([
      {
        route: '/rewards/:id',
        metrics: [
          { name: 'TTFB', value: 120 },
          { name: 'FCP', value: 800.3 },
          { name: 'LCP', value: 1500 },
          { name: 'CLS', value: 0.0123 },
        ],
      },
    ]);
    reporter.flush();
    expect(t.sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('keeps the latest value of a metric that is reported again (CLS grows until the page hides)', () => {
    const t = transport();
    const reporter = createVitalsReporter(ENDPOINT, '/', t);
    reporter.add(metric('CLS', 0.01, 'v5-cls'));
    reporter.add(metric('CLS', 0.2, 'v5-cls'));
    reporter.add(metric('INP', 96, 'v5-inp'));
    reporter.flush();
    expect(bodies(t.sent)[0]?.metrics).toEqual([
      { name: 'CLS', value: 0.2 },
      { name: 'INP', value: 96 },
    ]);
  });

  it('splits a queue larger than the batch limit and drops values the API would refuse', () => {
    const t = transport();
    const reporter = createVitalsReporter(ENDPOINT, '/scores', t);
    for (let i = 0; i < VITALS_MAX_BATCH + 3; i += 1) reporter.add(metric('INP', 40 + i, `inp-${i}`));
    reporter.add(metric('LCP', Number.NaN, 'nan'));
    reporter.add(metric('LCP', -5, 'negative'));
    reporter.add(metric('LCP', 10 * 60_000, 'ten-minutes'));
    reporter.flush();
    expect(bodies(t.sent).map((body) => body.metrics.length)).toEqual([VITALS_MAX_BATCH, 3]);
  });

  it('falls back to a keepalive, credential-less fetch when the beacon is refused or throws', () => {
    for (const t of [
      transport(false),
      {
        ...transport(),
        sendBeacon: vi.fn(() => {
          throw new TypeError('blocked');
        }),
      },
    ]) {
      const reporter = createVitalsReporter(ENDPOINT, '/dashboard', t);
      reporter.add(metric('FCP', 700));
      reporter.flush();
      expect(t.fetch).toHaveBeenCalledTimes(1);
      const [url, init] = t.fetch.mock.calls[0]!;
      expect(url).toBe(ENDPOINT);
      expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', mode: 'no-cors' });
      expect(JSON.parse(String(init?.body))).toEqual({ route: '/dashboard', metrics: [{ name: 'FCP', value: 700 }] });
    }
  });

  it('swallows every transport failure without a word on the console', async () => {
    const error = vi.spyOn(console, 'error');
    const reporter = createVitalsReporter(ENDPOINT, '/', {
      sendBeacon: () => false,
      fetch: () => Promise.reject(new TypeError('offline')),
    });
    reporter.add(metric('TTFB', 50));
    expect(() => reporter.flush()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const without = createVitalsReporter(ENDPOINT, '/', {});
    without.add(metric('TTFB', 50));
    expect(() => without.flush()).not.toThrow();
    expect(error).not.toHaveBeenCalled();
  });
});
