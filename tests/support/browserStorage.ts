// What the browser keeps for the origin, as text, for tests that check no secret is stored:
// cookies, both storages, every IndexedDB record (binary values as hex and base64), cache keys.
import { type BrowserContext, type Page, expect } from '@playwright/test';

/** Everything the browser keeps for the origin, as text: cookies, both storages, every IndexedDB record, cache keys. */
export async function browserStorage(page: Page, context: BrowserContext): Promise<string[]> {
  const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`);
  const stored = await page.evaluate(async () => {
    const hexOf = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    const b64Of = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
    const text = (value: unknown): string =>
      JSON.stringify(value, (_key, v: unknown) => {
        if (v instanceof ArrayBuffer) return `${hexOf(new Uint8Array(v))} ${b64Of(new Uint8Array(v))}`;
        if (ArrayBuffer.isView(v)) return `${hexOf(new Uint8Array(v.buffer, v.byteOffset, v.byteLength))} ${b64Of(new Uint8Array(v.buffer, v.byteOffset, v.byteLength))}`;
        if (v instanceof CryptoKey) return `CryptoKey ${v.type} extractable=${v.extractable}`;
        if (v instanceof Blob) return `Blob ${v.size}`;
        return v;
      });
    const values: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        values.push(`${key}=${storage.getItem(key) ?? ''}`);
      }
    }
    const open = (name: string) => new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = (store: IDBObjectStore) => new Promise<[IDBValidKey[], unknown[]]>((resolve, reject) => {
      const keys = store.getAllKeys();
      const records = store.getAll();
      records.onsuccess = () => resolve([keys.result, records.result]);
      records.onerror = () => reject(records.error);
    });
    const databases = await indexedDB.databases();
    for (const { name } of databases) {
      if (!name) continue;
      const db = await open(name);
      for (const storeName of Array.from(db.objectStoreNames)) {
        const [keys, records] = await all(db.transaction(storeName).objectStore(storeName));
        values.push(`${name}/${storeName} ${text(keys)} ${text(records)}`);
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      for (const request of await (await caches.open(cacheName)).keys()) values.push(`${cacheName} ${request.url}`);
    }
    return { values, databases: databases.map((d) => d.name ?? '') };
  });
  expect(stored.databases).toContain('exchange-device-keys');
  return [...cookies, ...stored.values];
}
