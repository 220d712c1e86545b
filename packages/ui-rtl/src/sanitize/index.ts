// Node-safe entry (`@clorofil/ui-rtl/sanitize`): the one allowlist of SECURITY.md 20, shared by
// the API (sanitising on write and read) and the browser's SafeHtml.
export { SERVER_HTML_OPTIONS, sanitizeServerHtml } from './server-html';
