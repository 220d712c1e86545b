// Shown when a reward's picture cannot be loaded: a neutral gift drawn inline (img-src allows
// data:), so the fallback itself can never fail or cost a request.
const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120">',
  '<rect width="160" height="120" fill="#EEF2EE"/>',
  '<rect x="52" y="52" width="56" height="42" rx="4" fill="#B7D9BE"/>',
  '<rect x="46" y="40" width="68" height="14" rx="3" fill="#8CC79A"/>',
  '<rect x="76" y="40" width="8" height="54" fill="#2F9E44"/>',
  '<path d="M80 40c-6-12-22-12-20-2 2 6 14 4 20 2zm0 0c6-12 22-12 20-2-2 6-14 4-20 2z" fill="#2F9E44"/>',
  '</svg>',
].join('');

export const DEFAULT_REWARD_IMAGE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
