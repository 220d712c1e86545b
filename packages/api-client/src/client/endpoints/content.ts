import { callEndpoint, type RequestOptions } from '../request.js';

/** Header and footer entries of the public content pages. */
export function getPages(options?: RequestOptions) {
  return callEndpoint('getPages', {}, options);
}

/** One content page by slug (Persian slugs are encoded for the path). */
export function getPage(slug: string, options?: RequestOptions) {
  return callEndpoint('getPage', { params: { slug } }, options);
}

export function getFaq(options?: RequestOptions) {
  return callEndpoint('getFaq', {}, options);
}
