import type { AxiosInstance, AxiosStatic } from 'axios';

export type ApiClientConfig = {
  /** API origin from the runtime configuration, e.g. `https://api.example.ir`. Empty: same origin. */
  baseURL: string;
  /** The current access token, or null when nobody is signed in. Read before every call. */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /**
   * Called once for a burst of 401 answers. Resolve `true` when a fresh token is now available
   * (the failed calls are then repeated once), `false` when the member must sign in again.
   */
  onUnauthorized?: () => boolean | Promise<boolean>;
  /** Waits between automatic retries of buy/spin after a lost connection or a 409 «in flight». */
  retryDelaysMs?: readonly number[];
  /** Per-request time limit; a slower answer counts as a network failure. */
  timeoutMs?: number;
};

type State = {
  config: Required<Pick<ApiClientConfig, 'baseURL' | 'retryDelaysMs' | 'timeoutMs'>> &
    Pick<ApiClientConfig, 'getAccessToken' | 'onUnauthorized'>;
  /** Made by the first call with this configuration (clientInstance). */
  instance?: Promise<AxiosInstance> | undefined;
  pendingUnauthorized?: Promise<boolean> | undefined;
};

const DEFAULTS = { baseURL: '', retryDelaysMs: [600, 1800], timeoutMs: 30_000 } as const;

let axiosModule: Promise<AxiosStatic> | undefined;

/**
 * axios, downloaded and evaluated with the first call to the API, never
 * while a page starts: a page the server rendered came with its data and may call nothing at all,
 * and a visitor's start-up of / is 56 KB of script (20 KB gzip) lighter without it (e2e build-budgets). A download
 * that failed (offline, a deploy replaced the files) is tried again by the next call.
 */
export function loadAxios(): Promise<AxiosStatic> {
  if (!axiosModule) {
    const loading = import('axios').then((module) => module.default);
    axiosModule = loading;
    loading.catch(() => {
      if (axiosModule === loading) axiosModule = undefined;
    });
  }
  return axiosModule;
}

function createInstance(axios: AxiosStatic, baseURL: string, timeoutMs: number): AxiosInstance {
  return axios.create({
    baseURL,
    timeout: timeoutMs,
    headers: { Accept: 'application/json' },
    // Every status is handled by `request`, so axios never turns an answer into its own error.
    validateStatus: () => true,
    // Cookies are not part of this API; the bearer token is.
    withCredentials: false,
  });
}

/** The axios instance of the current configuration, made (and axios loaded) on first use. */
export function clientInstance(): Promise<AxiosInstance> {
  const current = state;
  if (!current.instance) {
    const making = loadAxios().then((axios) => createInstance(axios, current.config.baseURL, current.config.timeoutMs));
    current.instance = making;
    making.catch(() => {
      if (current.instance === making) current.instance = undefined;
    });
  }
  return current.instance;
}

// Unconfigured, calls go to the page's own origin: that is what stories and tests with MSW need.
let state: State = { config: { ...DEFAULTS } };

/** Called once by the shell (through auth) at start-up, with values from `/config.json`. */
export function configureApiClient(config: ApiClientConfig): void {
  const merged = {
    baseURL: config.baseURL.replace(/\/+$/, ''),
    retryDelaysMs: config.retryDelaysMs ?? DEFAULTS.retryDelaysMs,
    timeoutMs: config.timeoutMs ?? DEFAULTS.timeoutMs,
    getAccessToken: config.getAccessToken,
    onUnauthorized: config.onUnauthorized,
  };
  state = { config: merged };
}

/** Back to the unconfigured defaults (tests). */
export function resetApiClient(): void {
  state = { config: { ...DEFAULTS } };
}

export function clientState(): State {
  return state;
}

/** The API base URL in use, for building image or download links. */
export function apiBaseUrl(): string {
  return state.config.baseURL;
}

/** Many calls failing with 401 at once share one renewal instead of starting one each. */
export function handleUnauthorized(): Promise<boolean> {
  const current = state;
  const handler = current.config.onUnauthorized;
  if (!handler) return Promise.resolve(false);
  current.pendingUnauthorized ??= Promise.resolve()
    .then(handler)
    .catch(() => false)
    .finally(() => {
      current.pendingUnauthorized = undefined;
    });
  return current.pendingUnauthorized;
}
