// Public surface of @clorofil/rules: SPEC §5's rules, messages and yup schemas, the input
// normalisers, the Tehran-day helpers, the Jalali date formatter and plain string work on sanitised HTML. The browser and both servers
// import it, so nothing reachable from here may need React, Chakra or the DOM (server-safe.test.ts). The sanitiser is
// '@clorofil/rules/sanitize', so sanitize-html reaches only the bundles that ask for it; test data
// is '@clorofil/rules/testing'.
export * from './normalize';
export { nextTehranDayStart, tehranDayKey, tehranDayStart } from './tehran-day';
export { formatJalaliDate, formatJalaliDateTime, formatTehranTime } from './jalali-display';
export { parseJalaliDate, parseTime, tehranDateTimeParts, tehranInstant } from './tehran-date-time';
export type { DateInput, JalaliDateStyle } from './jalali-display';
export { lazily } from './lazily';
export { escapeHtmlText, htmlPieces, htmlText, paragraphsAsLines, plainTextToHtml } from './rich-text';
export * from './validation';
