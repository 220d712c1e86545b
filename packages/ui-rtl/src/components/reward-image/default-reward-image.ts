// Shown when a reward's picture cannot be loaded: a gift drawn inline (img-src allows data:), so
// the fallback itself never fails or costs a request.
const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120">',
  '<rect width="160" height="120" fill="#EEF2EE"/>',
  '<rect x="54" y="54" width="52" height="40" rx="4" fill="#B7D9BE"/>',
  '<rect x="48" y="42" width="64" height="14" rx="3" fill="#8CC79A"/>',
  '<rect x="76" y="42" width="8" height="52" fill="#2F9E44"/>',
  '<path d="M80 42c-6-12-21-11-19-2 2 6 13 4 19 2zm0 0c6-12 21-11 19-2-2 6-13 4-19 2z" fill="#2F9E44"/>',
  '</svg>',
].join('');

export const DEFAULT_REWARD_IMAGE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
