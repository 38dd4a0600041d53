import { openDB } from 'idb';
import type { KvBackend, KvDriver } from './types';

export const indexedDbDriver: KvDriver = {
  name: 'indexeddb',
  isPresent: () => typeof globalThis.indexedDB === 'object' && globalThis.indexedDB !== null,
  async open({ name, storeName, version }): Promise<KvBackend> {
    const db = await openDB(name, version, {
      upgrade(database) {
        if (!database.objectStoreNames.contains(storeName)) database.createObjectStore(storeName);
      },
    });
    // A database made at this version by something else, without our store: not ours to use.
    if (!db.objectStoreNames.contains(storeName)) {
      db.close();
      throw new Error(`IndexedDB database ${name} has no store ${storeName}`);
    }
    return {
      async get(key) {
        const value: unknown = await db.get(storeName, key);
        return typeof value === 'string' ? value : null;
      },
      async set(key, value) {
        await db.put(storeName, value, key);
      },
      remove: (key) => db.delete(storeName, key),
      async keys() {
        return (await db.getAllKeys(storeName)).filter((key): key is string => typeof key === 'string');
      },
      clear: () => db.clear(storeName),
    };
  },
};
