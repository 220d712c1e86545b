import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig, runtimeConfig } from './runtime-config';

const respond =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('runtime configuration', () => {
  it('loads the addresses the served config.json gives', async () => {
    const config = {
      authority: 'https://id.example',
      clientId: 'web',
      scope: 'openid api1',
      apiBaseUrl: 'https://api.example',
    };
    await expect(loadRuntimeConfig(respond(config) as typeof fetch)).resolves.toEqual(config);
    expect(runtimeConfig().apiBaseUrl).toBe('https://api.example');
  });

  it('keeps a usable vitals block and drops an unusable one without refusing to start', async () => {
    const base = {
      authority: 'https://id.example',
      clientId: 'web',
      scope: 'openid',
      apiBaseUrl: 'https://api.example',
    };
    const vitals = { endpoint: 'https://api.example/api/Vitals', sampleRate: 0.25 };
    await expect(loadRuntimeConfig(respond({ ...base, vitals }) as typeof fetch)).resolves.toEqual({ ...base, vitals });
    for (const broken of [
      { endpoint: 'javascript:alert(1)', sampleRate: 1 },
      { endpoint: '/api/Vitals', sampleRate: 1 },
      { endpoint: 'https://api.example/api/Vitals', sampleRate: 1.5 },
      { endpoint: 'https://api.example/api/Vitals', sampleRate: '1' },
      'on',
    ]) {
      const loaded = await loadRuntimeConfig(respond({ ...base, vitals: broken }) as typeof fetch);
      expect(loaded).toEqual(base);
    }
  });

  it('refuses an incomplete or failed configuration instead of starting half-configured', async () => {
    await expect(loadRuntimeConfig(respond({ authority: 'x' }) as typeof fetch)).rejects.toThrow(/missing/);
    await expect(loadRuntimeConfig(respond({}, 500) as typeof fetch)).rejects.toThrow(/500/);
  });
});
