import { describe, expect, it } from 'vitest';
import { withRuntimeConfig } from '../../runtime-config.mjs';
import { readRuntimeConfig, RUNTIME_CONFIG_ID } from './runtime-config';

const TEMPLATE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** A document served the way the web server serves it: the configuration written into index.html. */
function served(config: unknown): Document {
  const html = withRuntimeConfig(TEMPLATE, config as Parameters<typeof withRuntimeConfig>[1]);
  return new DOMParser().parseFromString(html, 'text/html');
}

const base = {
  authority: 'https://id.example',
  clientId: 'web',
  scope: 'openid api1',
  apiBaseUrl: 'https://api.example',
};

describe('runtime configuration', () => {
  it('reads the addresses the server wrote into the page', () => {
    expect(readRuntimeConfig(served(base))).toEqual(base);
  });

  it('survives a value that would end the block early', () => {
    const hostile = { ...base, scope: 'openid </script><script>alert(1)</script>' };
    const doc = served(hostile);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readRuntimeConfig(doc).scope).toBe(hostile.scope);
  });

  it('keeps a usable vitals block and drops an unusable one without refusing to start', () => {
    const vitals = { endpoint: 'https://api.example/api/Vitals', sampleRate: 0.25 };
    expect(readRuntimeConfig(served({ ...base, vitals }))).toEqual({ ...base, vitals });
    for (const broken of [
      { endpoint: 'javascript:alert(1)', sampleRate: 1 },
      { endpoint: '/api/Vitals', sampleRate: 1 },
      { endpoint: 'https://api.example/api/Vitals', sampleRate: 1.5 },
      { endpoint: 'https://api.example/api/Vitals', sampleRate: '1' },
      'on',
    ]) {
      expect(readRuntimeConfig(served({ ...base, vitals: broken }))).toEqual(base);
    }
  });

  it('refuses a missing or incomplete configuration instead of starting half-configured', () => {
    expect(() => readRuntimeConfig(new DOMParser().parseFromString(TEMPLATE, 'text/html'))).toThrow(RUNTIME_CONFIG_ID);
    expect(() => readRuntimeConfig(served({ authority: 'x' }))).toThrow(/missing/);
  });
});
