// Where the reward pictures live on disk, so the API can serve them without guessing paths.
// Resolving a URL is pure; nothing is read until the caller reads the file.

export const REWARD_IMAGE_DIR_URL = new URL('./reward-images/', import.meta.url);
// WebP renderings of the hand-drawn SVGs in source/ (scripts/render-reward-images.mjs): Chromium
// draws each SVG picture as a document of its own on the main thread, 50–80 ms each on a phone.
export const DEFAULT_REWARD_IMAGE = 'default.webp';

/** Only plain file names from our own set are served; anything else gets the default picture. */
export function isRewardImageName(name: string): boolean {
  return /^[a-z0-9-]+\.webp$/.test(name);
}

export function rewardImageUrl(name: string): URL {
  return new URL(isRewardImageName(name) ? name : DEFAULT_REWARD_IMAGE, REWARD_IMAGE_DIR_URL);
}
