// One build serves every environment: addresses come from /config.json at start-up.
interface VitalsSettings {
  /** Absolute http(s) address the page view's web vitals are posted to. */
  endpoint: string;
  /** Share of page views that report: 0 off, 1 every one. */
  sampleRate: number;
}

export interface RuntimeConfig {
  authority: string;
  clientId: string;
  scope: string;
  apiBaseUrl: string;
  /** Absent (or unusable) means no reporting; it never stops the app from starting. */
  vitals?: VitalsSettings;
}

let current: RuntimeConfig | undefined;

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['authority', 'clientId', 'scope', 'apiBaseUrl'].every((key) => typeof v[key] === 'string' && v[key] !== '');
}

/** The vitals block as the server wrote it, or undefined when any part of it is not usable. */
function vitalsSettingsOf(value: unknown): VitalsSettings | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { endpoint, sampleRate } = value as Record<string, unknown>;
  if (typeof sampleRate !== 'number' || !(sampleRate >= 0 && sampleRate <= 1)) return undefined;
  if (typeof endpoint !== 'string' || !URL.canParse(endpoint)) return undefined;
  if (!/^https?:$/.test(new URL(endpoint).protocol)) return undefined;
  return { endpoint, sampleRate };
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRuntimeConfig(body)) throw new Error('config.json is missing authority, clientId, scope or apiBaseUrl');
  const { vitals, ...rest } = body;
  const settings = vitalsSettingsOf(vitals);
  current = settings ? { ...rest, vitals: settings } : rest;
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime configuration was read before it was loaded');
  return current;
}
