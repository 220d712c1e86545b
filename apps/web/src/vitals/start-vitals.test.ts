import { paths } from '@clorofil/app-kit';
import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../config/runtime-config';
import { routePatterns as routes } from '../router';
import { startVitals, type VitalsEnvironment } from './start-vitals';
import type { MeasuredMetric } from './vitals-reporter';

const config = (sampleRate: number): RuntimeConfig => ({
  authority: 'https://id.club.ir',
  clientId: 'web',
  scope: 'openid',
  apiBaseUrl: 'https://api.club.ir',
  vitals: { endpoint: 'https://api.club.ir/api/Vitals', sampleRate },
});

/** A page whose visibility the test switches, and a library stand-in that measured two metrics. */
function page(pathname: string, random: number) {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const target = Object.assign(new EventTarget(), { document });
  const sent: string[] = [];
  const observe = vi.fn(async (report: (metric: MeasuredMetric) => void) => {
    report({ id: 'lcp', name: 'LCP', value: 2100 });
    report({ id: 'ttfb', name: 'TTFB', value: 90 });
  });
  const environment: VitalsEnvironment = {
    routes,
    pathname,
    random: () => random,
    transport: { sendBeacon: (_url, data) => sent.push(data) > 0 },
    observe,
    target,
  };
  const hide = () => {
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return { environment, observe, sent, hide, target };
}

describe('starting web vitals for a page view', () => {
  it('reports a sampled page view under its route pattern when the page is hidden', async () => {
    const p = page(paths.reward(918273), 0.2);
    await startVitals(config(0.25), p.environment);
    expect(p.sent).toEqual([]);
    p.hide();
    expect(p.sent).toHaveLength(1);
    expect(JSON.parse(p.sent[0]!)).toEqual({
      route: '/rewards/:id',
      metrics: [
        { name: 'LCP', value: 2100 },
        { name: 'TTFB', value: 90 },
      ],
    });
    expect(p.sent[0]).not.toContain('918273');
  });

  it('sends on pagehide too, once', async () => {
    const p = page(paths.scores, 0);
    await startVitals(config(1), p.environment);
    p.target.dispatchEvent(new Event('pagehide'));
    p.hide();
    expect(p.sent).toHaveLength(1);
  });

  it('leaves a page view outside the sample unmeasured: the library is not loaded', async () => {
    const p = page(paths.scores, 0.25);
    await startVitals(config(0.25), p.environment);
    p.hide();
    expect(p.observe).not.toHaveBeenCalled();
    expect(p.sent).toEqual([]);
  });

  it('measures nothing with a sample rate of 0 or without settings', async () => {
    const p = page(paths.scores, 0);
    await startVitals(config(0), p.environment);
    await startVitals({ ...config(1), vitals: undefined }, p.environment);
    p.hide();
    expect(p.observe).not.toHaveBeenCalled();
  });

  it('never rejects, even when the library fails to load', async () => {
    const p = page('/', 0);
    p.observe.mockRejectedValueOnce(new Error('chunk failed to load'));
    await expect(startVitals(config(1), p.environment)).resolves.toBeUndefined();
  });
});
