// SECURITY 9 seen from the browser: what the app left in localStorage, sessionStorage and
// IndexedDB, read from inside the page.
import type { Page } from 'playwright-core';

export type StoredEntry = { area: 'localStorage' | 'sessionStorage' | 'indexedDB'; key: string; value: string };

export async function readWebStorage(page: Page): Promise<StoredEntry[]> {
  return page.evaluate(async () => {
    const entries: { area: 'localStorage' | 'sessionStorage' | 'indexedDB'; key: string; value: string }[] = [];
    for (const [area, storage] of [
      ['localStorage', window.localStorage],
      ['sessionStorage', window.sessionStorage],
    ] as const) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        entries.push({ area, key, value: storage.getItem(key) ?? '' });
      }
    }
    const databases = typeof indexedDB.databases === 'function' ? await indexedDB.databases() : [];
    for (const info of databases) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name as string);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        entries.push({ area: 'indexedDB', key: `${info.name}/${store}`, value: JSON.stringify(values) });
      }
      db.close();
    }
    return entries;
  });
}

const latinDigits = (text: string) =>
  text
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));

/**
 * Personal data SECURITY 9 keeps out of web storage: the demo members' national codes, the
 * partner's IBAN, account and card numbers, and anything shaped like an IBAN or a card number.
 */
export function personalDataIn(entries: readonly StoredEntry[], known: readonly string[]): string[] {
  const found: string[] = [];
  for (const entry of entries) {
    const text = latinDigits(`${entry.key} ${entry.value}`);
    const compact = text.replace(/[\s-]/g, '');
    for (const value of known) if (compact.includes(value)) found.push(`${entry.area} "${entry.key}" holds ${value}`);
    if (/IR\d{24}/i.test(compact)) found.push(`${entry.area} "${entry.key}" holds an IBAN`);
    if (/(?<![\w-])\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{4}(?![\w-])/.test(text))
      found.push(`${entry.area} "${entry.key}" holds a 16-digit (card) number`);
  }
  return found;
}

/** The tokens of the oidc-client-ts session kept in sessionStorage (empty when signed out). */
export function sessionTokens(entries: readonly StoredEntry[]): {
  access?: string;
  refresh?: string;
  id?: string;
  sub?: string;
} {
  for (const entry of entries) {
    if (entry.area !== 'sessionStorage' || !entry.key.startsWith('oidc.user:')) continue;
    const user = JSON.parse(entry.value) as {
      access_token?: string;
      refresh_token?: string;
      id_token?: string;
      profile?: { sub?: string };
    };
    return { access: user.access_token, refresh: user.refresh_token, id: user.id_token, sub: user.profile?.sub };
  }
  return {};
}

/** Entries whose key or value contains any of `needles`. */
export function entriesHolding(entries: readonly StoredEntry[], needles: readonly string[]): string[] {
  return entries.flatMap((entry) =>
    needles
      .filter((needle) => needle && (entry.key.includes(needle) || entry.value.includes(needle)))
      .map((needle) => `${entry.area} "${entry.key}" holds ${needle.length > 24 ? `${needle.slice(0, 12)}…` : needle}`),
  );
}

/**
 * The claims of every JWT stored anywhere (the session's access and id tokens among them), as
 * text: personal claims hide from a plain search inside base64url.
 */
export function jwtClaimsIn(entries: readonly StoredEntry[]): StoredEntry[] {
  return entries.flatMap((entry) =>
    [...`${entry.key} ${entry.value}`.matchAll(/eyJ[\w-]+\.([\w-]+)\.[\w-]*/g)].map((match) => ({
      area: entry.area,
      key: `${entry.key} (JWT claims)`,
      value: Buffer.from(match[1] ?? '', 'base64url').toString('utf8'),
    })),
  );
}
