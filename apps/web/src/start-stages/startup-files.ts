/** The id of index.html's data block that lists the start-up's files (vite.config.ts). */
export const STARTUP_FILES_ID = 'clorofil-startup-files';

/** The same-origin script addresses the block lists; nothing when it is missing or malformed. */
export function readStartupFiles(doc: Document): string[] {
  try {
    const list: unknown = JSON.parse(doc.getElementById(STARTUP_FILES_ID)?.textContent ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.filter((href): href is string => typeof href === 'string' && /^\/assets\/[\w.-]+\.js$/.test(href));
  } catch {
    return [];
  }
}
