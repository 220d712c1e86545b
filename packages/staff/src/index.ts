// Public surface of @clorofil/staff: only the feature object. Pages stay behind its lazy
// routes; never export them here (that would pull them into the entry chunk).
export { staffFeature } from './feature';
