import type { BodyOf } from '../../contract/index.js';
import { callEndpoint, downloadEndpoint, type RequestOptions } from '../request.js';

/** The wheel's odds tables: in effect, scheduled, the draft and the history (permission `wheel`). */
export function getWheelTables(options?: RequestOptions) {
  return callEndpoint('getWheelTables', {}, options);
}

/** The history's tables, newest version first, one line per prize, as a CSV file. */
export function exportWheelTables() {
  return downloadEndpoint('exportWheelTables');
}

export function saveWheelDraft(wheelId: number, body: BodyOf<'saveWheelDraft'>, options?: RequestOptions) {
  return callEndpoint('saveWheelDraft', { params: { wheelId }, body }, options);
}

/** The draft takes effect at the Tehran midnight that starts `body.day`. */
export function scheduleWheelTable(wheelId: number, body: BodyOf<'scheduleWheelTable'>, options?: RequestOptions) {
  return callEndpoint('scheduleWheelTable', { params: { wheelId }, body }, options);
}

export function publishWheelTable(wheelId: number, body: BodyOf<'publishWheelTable'>, options?: RequestOptions) {
  return callEndpoint('publishWheelTable', { params: { wheelId }, body }, options);
}

/** The odds a table draws with once some prizes' budgets are spent. */
export function previewWheelTable(body: BodyOf<'previewWheelTable'>, options?: RequestOptions) {
  return callEndpoint('previewWheelTable', { body }, options);
}
