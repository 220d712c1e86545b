// Public surface of @clorofil/wheel: only the feature object. Pages stay behind its lazy
// routes; never export them here (that would pull them into the entry chunk).
export { wheelFeature } from './feature';
