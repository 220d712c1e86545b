// One build serves every environment: the server writes the addresses into every page it sends
// (runtime-config.mjs, withRuntimeConfig), and the app reads them there as it starts.
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

/** The id of the data block the server writes (runtime-config.mjs, RUNTIME_CONFIG_ID). */
export const RUNTIME_CONFIG_ID = 'clorofil-config';

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

/** The configuration the page was served with; throws when it is missing or incomplete. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const text = doc.getElementById(RUNTIME_CONFIG_ID)?.textContent;
  if (!text) throw new Error(`the page carries no #${RUNTIME_CONFIG_ID} block (served without the web server?)`);
  const body: unknown = JSON.parse(text);
  if (!isRuntimeConfig(body)) throw new Error('the configuration is missing authority, clientId, scope or apiBaseUrl');
  const { vitals, ...rest } = body;
  const settings = vitalsSettingsOf(vitals);
  return settings ? { ...rest, vitals: settings } : rest;
}
