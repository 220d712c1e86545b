// The one place that turns the environment into the web app's runtime configuration
// (/config.json) and the security headers that go with it. Used by Vite (dev and preview) and by
// the production static server, so one build serves every environment.
export function runtimeConfig(env = process.env) {
  const issuer = env.ISSUER ?? 'http://127.0.0.1:5090';
  return {
    authority: issuer,
    clientId: env.WEB_CLIENT_ID ?? 'clorofil-web',
    scope: env.WEB_SCOPE ?? 'openid profile api1 IdentityServerApi offline_access',
    apiBaseUrl: env.API_ORIGIN ?? 'http://127.0.0.1:5080',
  };
}

/**
 * SECURITY.md 22–23. Styles need 'unsafe-inline' because Emotion injects <style> tags at run time.
 * @returns {Record<string, string>}
 */
export function securityHeaders(config, { production = true } = {}) {
  const api = new URL(config.apiBaseUrl).origin;
  const idp = new URL(config.authority).origin;
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${api}`,
    "font-src 'self'",
    `connect-src 'self' ${api} ${idp}`,
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
  if (production && config.apiBaseUrl.startsWith('https:')) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}
