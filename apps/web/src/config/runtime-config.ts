// One build serves every environment: addresses come from /config.json at start-up.
export interface RuntimeConfig {
  authority: string;
  clientId: string;
  scope: string;
  apiBaseUrl: string;
}

let current: RuntimeConfig | undefined;

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['authority', 'clientId', 'scope', 'apiBaseUrl'].every((key) => typeof v[key] === 'string' && v[key] !== '');
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRuntimeConfig(body)) throw new Error('config.json is missing authority, clientId, scope or apiBaseUrl');
  current = body;
  return body;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime configuration was read before it was loaded');
  return current;
}
