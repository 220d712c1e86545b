// `@clorofil/rules/testing`: data for tests and stories, never for a running app.
export { XSS_VECTORS } from './sanitize/xss-corpus';
export type { XssVector } from './sanitize/xss-corpus';
export { makeCardNumber, makeNationalCode, makeSheba, toArabic, toPersian } from './validation/test-values';
