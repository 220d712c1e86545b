// `@clorofil/rules/sanitize`: the one allowlist of SECURITY.md 20, which the API applies when HTML
// is written. An entry of its own, so sanitize-html (with postcss) reaches no browser bundle.
export { SERVER_HTML_OPTIONS, sanitizeServerHtml, sanitizeToastHtml, TOAST_HTML_OPTIONS } from './server-html';
