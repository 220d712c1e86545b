export { compactDigits, isAnyDigit, normalizeDigits } from './digits';
export { normalizeMobile } from './mobile';
export { normalizeText } from './text';
