import { BlockList, isIP } from 'node:net';
import { serializeForScript } from './scripts/inline-json.mjs';

// The one place that turns the environment into the web app's runtime configuration and the
// security headers that go with it. Used by Vite's dev server and by the production static server,
// so one build serves every environment.
export function runtimeConfig(env = process.env) {
  const issuer = env.ISSUER ?? 'http://127.0.0.1:5090';
  const apiBaseUrl = env.API_ORIGIN ?? 'http://127.0.0.1:5080';
  return {
    authority: issuer,
    clientId: env.WEB_CLIENT_ID ?? 'clorofil-web',
    scope: env.WEB_SCOPE ?? 'openid profile api1 IdentityServerApi offline_access',
    apiBaseUrl,
    vitals: vitalsConfig(env, apiBaseUrl),
  };
}

/** The id of the data block every served page carries its configuration in (src/config/runtime-config.ts reads it). */
export const RUNTIME_CONFIG_ID = 'clorofil-config';

/**
 * index.html with the runtime configuration in it, as a JSON data block at the end of <head>: the
 * app starts with it at once instead of asking the server for it after its scripts arrive (one
 * round trip less before anything works, on every page load). A data block is never run, so the
 * CSP's script-src 'self' holds.
 * @param {string} template
 * @param {ReturnType<typeof runtimeConfig>} config
 */
export function withRuntimeConfig(template, config) {
  if (!template.includes('</head>')) throw new Error('index.html has no </head> to write the configuration into');
  const block = `<script type="application/json" id="${RUNTIME_CONFIG_ID}">${serializeForScript(config)}</script>`;
  return template.replace('</head>', () => `${block}</head>`);
}

// 0, 1, or a fraction written plainly: no '', '0x1', '1e-1' or '50%' slipping through Number().
const SAMPLE_RATE = /^(?:0|1|0?\.\d+|1\.0+)$/;

/**
 * Where members' browsers send web vitals and which share of page views report.
 * VITALS_ENDPOINT defaults to the reference API's /api/Vitals; VITALS_SAMPLE_RATE to 1 (every page
 * view: the club's traffic is small), 0 turns reporting off. A wrong value stops the server at
 * start, naming the setting, rather than silently measuring nothing.
 * @returns {{ endpoint: string; sampleRate: number }}
 */
export function vitalsConfig(env, apiBaseUrl) {
  const written = env.VITALS_ENDPOINT?.trim() || `${apiBaseUrl.replace(/\/+$/, '')}/api/Vitals`;
  let endpoint;
  try {
    endpoint = new URL(written);
  } catch {
    endpoint = undefined;
  }
  if (!endpoint || !/^https?:$/.test(endpoint.protocol) || endpoint.username || endpoint.password || endpoint.hash) {
    throw new Error(
      `VITALS_ENDPOINT="${written}" must be an absolute http(s) address without credentials or fragment.`,
    );
  }
  const rate = env.VITALS_SAMPLE_RATE?.trim() || '1';
  if (!SAMPLE_RATE.test(rate)) {
    throw new Error(`VITALS_SAMPLE_RATE="${rate}" must be a number from 0 (reporting off) to 1 (every page view).`);
  }
  return { endpoint: endpoint.href, sampleRate: Number(rate) };
}

/**
 * SECURITY.md 22–23. Styles need 'unsafe-inline' because Emotion injects <style> tags at run time.
 * @returns {Record<string, string>}
 */
export function securityHeaders(config) {
  const api = new URL(config.apiBaseUrl).origin;
  const idp = new URL(config.authority).origin;
  // sendBeacon and fetch are both governed by connect-src; the vitals endpoint may live elsewhere.
  const connect = [
    ...new Set(["'self'", api, idp, ...(config.vitals ? [new URL(config.vitals.endpoint).origin] : [])]),
  ];
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${api}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `form-action 'self' ${idp}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const headers = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  // HSTS is not here: scripts/serve.mjs adds it per request, only when the request came over
  // HTTPS (directly or through a TRUST_PROXY hop), the one rule for it.
  return headers;
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Which peers may tell us the original scheme (X-Forwarded-Proto): TRUST_PROXY is a hop count
 * ("1": the peer is our proxy) or a comma-separated list of proxy addresses / CIDR ranges, as for
 * the API. Unset → nobody; a client writing the header itself gains nothing.
 * @returns {(peer: string | undefined) => boolean}
 */
export function trustedProxy(env = process.env) {
  const value = env.TRUST_PROXY?.trim();
  if (!value || value === '0' || value === 'false') return () => false;
  if (/^\d{1,2}$/.test(value)) return () => true;
  const list = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (peer) => {
    if (!peer) return false;
    const address = peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * HSTS belongs on responses that reached the browser over HTTPS: a TLS socket, or a trusted
 * proxy's X-Forwarded-Proto (its right-most value, the one our own proxy wrote) saying https.
 * @param {import('node:http').IncomingMessage} req
 * @param {(peer: string | undefined) => boolean} trusted
 */
export function servedOverHttps(req, trusted) {
  if (/** @type {{ encrypted?: boolean }} */ (req.socket).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  if (typeof proto !== 'string' || !trusted(req.socket.remoteAddress)) return false;
  return (
    proto
      .slice(proto.lastIndexOf(',') + 1)
      .trim()
      .toLowerCase() === 'https'
  );
}
