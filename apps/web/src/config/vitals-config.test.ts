import { describe, expect, it } from 'vitest';
import { runtimeConfig, securityHeaders, vitalsConfig } from '../../runtime-config.mjs';

const connectSrc = (csp: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src')
    ?.slice(1);

describe('the web-vitals settings of /config.json', () => {
  it('reports every page view to the API by default', () => {
    expect(runtimeConfig({ API_ORIGIN: 'https://api.club.ir/' }).vitals).toEqual({
      endpoint: 'https://api.club.ir/api/Vitals',
      sampleRate: 1,
    });
  });

  it('takes the endpoint and the sample rate from the environment; 0 turns reporting off', () => {
    const env = { VITALS_ENDPOINT: 'https://rum.club.ir/collect', VITALS_SAMPLE_RATE: '0.1' };
    expect(vitalsConfig(env, 'https://api.club.ir')).toEqual({
      endpoint: 'https://rum.club.ir/collect',
      sampleRate: 0.1,
    });
    expect(vitalsConfig({ VITALS_SAMPLE_RATE: '0' }, 'https://api.club.ir').sampleRate).toBe(0);
    expect(vitalsConfig({ VITALS_SAMPLE_RATE: '.5' }, 'https://api.club.ir').sampleRate).toBe(0.5);
  });

  it.each(['2', '-0.1', '1e-1', '0x1', '50%', 'half'])('refuses to start with VITALS_SAMPLE_RATE=%s', (rate) => {
    expect(() => vitalsConfig({ VITALS_SAMPLE_RATE: rate }, 'https://api.club.ir')).toThrow(/VITALS_SAMPLE_RATE/);
  });

  it.each(['collect', 'ftp://rum.club.ir/x', 'https://user:secret@rum.club.ir/x', 'https://rum.club.ir/x#y'])(
    'refuses to start with VITALS_ENDPOINT=%s',
    (endpoint) => {
      expect(() => vitalsConfig({ VITALS_ENDPOINT: endpoint }, 'https://api.club.ir')).toThrow(/VITALS_ENDPOINT/);
    },
  );

  it('lets the page connect to an endpoint on another origin, and to nothing more', () => {
    const config = runtimeConfig({
      ISSUER: 'https://id.club.ir',
      API_ORIGIN: 'https://api.club.ir',
      VITALS_ENDPOINT: 'https://rum.club.ir/collect',
    });
    expect(connectSrc(securityHeaders(config)['Content-Security-Policy'] ?? '')).toEqual([
      "'self'",
      'https://api.club.ir',
      'https://id.club.ir',
      'https://rum.club.ir',
    ]);
  });
});
