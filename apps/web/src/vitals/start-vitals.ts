import type { RouteObject } from 'react-router';
import type { RuntimeConfig } from '../config/runtime-config';
import { routePatternOf } from './route-pattern';
import { createVitalsReporter, type MeasuredMetric, type VitalsTransport } from './vitals-reporter';

export interface VitalsEnvironment {
  routes: RouteObject[];
  pathname: string;
  random: () => number;
  transport: VitalsTransport;
  /** Registers the `web-vitals` callbacks; loaded only for a sampled page view. */
  observe: (report: (metric: MeasuredMetric) => void) => Promise<void>;
  target: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'addEventListener' | 'visibilityState'> };
}

async function observeWebVitals(report: (metric: MeasuredMetric) => void): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
}

async function browserEnvironment(): Promise<VitalsEnvironment> {
  // The route table is in the app's chunk already; this import only shares it.
  const { routePatterns } = await import('../router');
  return {
    routes: routePatterns,
    pathname: window.location.pathname,
    random: Math.random,
    transport: {
      sendBeacon: navigator.sendBeacon ? (url, data) => navigator.sendBeacon(url, data) : undefined,
      fetch: (input, init) => window.fetch(input, init),
    },
    observe: observeWebVitals,
    target: window,
  };
}

/**
 * A sampled page view reports LCP, INP, CLS, FCP and TTFB, under its route pattern, to
 * the configured endpoint when the page is hidden. Started after the first render and never
 * awaited by it; nothing here may throw into the page.
 */
export async function startVitals(config: RuntimeConfig, environment?: VitalsEnvironment): Promise<void> {
  try {
    const settings = config.vitals;
    // The sampling decision is made once per page view; the library is not even loaded otherwise.
    if (!settings || settings.sampleRate <= 0) return;
    const env = environment ?? (await browserEnvironment());
    if (!(env.random() < settings.sampleRate)) return;
    const reporter = createVitalsReporter(settings.endpoint, routePatternOf(env.routes, env.pathname), env.transport);
    // web-vitals finalises CLS and INP in a capture listener on the window, so this one (on the
    // document, bubbling) runs after it and sends them in the same beacon.
    env.target.document.addEventListener('visibilitychange', () => {
      if (env.target.document.visibilityState === 'hidden') reporter.flush();
    });
    env.target.addEventListener('pagehide', () => reporter.flush());
    await env.observe((metric) => reporter.add(metric));
  } catch {
    // Measuring is optional; the page carries on without it.
  }
}
