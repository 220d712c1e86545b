// Public surface of @clorofil/member-care: only the feature object. Pages stay behind its lazy
// routes; never export them here (that would pull them into the entry chunk).
export { memberCareFeature } from './feature';
