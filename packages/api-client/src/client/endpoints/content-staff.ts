import type { BodyOf, QueryOf } from '../../contract/index.js';
import { callEndpoint, downloadEndpoint, type RequestOptions } from '../request.js';

/** The operators' pages, FAQ and menus (permission `content`). */
export function listStaffPages(options?: RequestOptions) {
  return callEndpoint('listStaffPages', {}, options);
}

/** Every content page the state filter leaves, in the list's order, as a CSV file. */
export function exportStaffPages(query: QueryOf<'exportStaffPages'> = {}) {
  return downloadEndpoint('exportStaffPages', { query });
}

export function getStaffPage(slug: string, options?: RequestOptions) {
  return callEndpoint('getStaffPage', { params: { slug } }, options);
}

export function savePageDraft(slug: string, body: BodyOf<'savePageDraft'>, options?: RequestOptions) {
  return callEndpoint('savePageDraft', { params: { slug }, body }, options);
}

/** The saved draft becomes what members read. */
export function publishPage(slug: string, body: BodyOf<'publishPage'>, options?: RequestOptions) {
  return callEndpoint('publishPage', { params: { slug }, body }, options);
}

export function listStaffFaq(options?: RequestOptions) {
  return callEndpoint('listStaffFaq', {}, options);
}

/** The FAQ in its order, each answer as the text members read, as a CSV file. */
export function exportStaffFaq() {
  return downloadEndpoint('exportStaffFaq');
}

export function createFaq(body: BodyOf<'createFaq'>, options?: RequestOptions) {
  return callEndpoint('createFaq', { body }, options);
}

export function saveFaq(id: number, body: BodyOf<'saveFaq'>, options?: RequestOptions) {
  return callEndpoint('saveFaq', { params: { id }, body }, options);
}

/** Removed only while it is still the version the operator confirmed. */
export function removeFaq(id: number, body: BodyOf<'removeFaq'>, options?: RequestOptions) {
  return callEndpoint('removeFaq', { params: { id }, body }, options);
}

/** Every question's id, in the new order. */
export function reorderFaq(body: BodyOf<'reorderFaq'>, options?: RequestOptions) {
  return callEndpoint('reorderFaq', { body }, options);
}

/** The public header and footer, entry by entry. */
export function getStaffMenus(options?: RequestOptions) {
  return callEndpoint('getStaffMenus', {}, options);
}

/** Both menus, header first, an entry a line in its menu's order, as a CSV file. */
export function exportStaffMenus() {
  return downloadEndpoint('exportStaffMenus');
}

/** Both menus in their new order: every content page once, links added, changed or dropped. */
export function saveMenus(body: BodyOf<'saveMenus'>, options?: RequestOptions) {
  return callEndpoint('saveMenus', { body }, options);
}
