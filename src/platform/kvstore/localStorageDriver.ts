// localStorage holds every namespace in one flat space, so each key carries the namespace's
// database and store name as a prefix. Errors are left to propagate (unlike platform/storage.ts,
// which swallows them): a refusal here is what makes the store move to the next driver.
import type { KvBackend, KvDriver } from './types';

const PROBE_KEY = '__kv_probe__';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // reading the property throws when site data is blocked
  }
}

export const localStorageDriver: KvDriver = {
  name: 'localstorage',
  isPresent: () => storage() !== null,
  async open({ name, storeName }): Promise<KvBackend> {
    const store = storage();
    if (!store) throw new Error('localStorage is not available');
    // Old Safari private windows have a localStorage whose every write fails with QuotaExceededError.
    store.setItem(PROBE_KEY, '1');
    store.removeItem(PROBE_KEY);
    const prefix = `${name}/${storeName}/`;
    const ownKeys = () => {
      const keys: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key?.startsWith(prefix)) keys.push(key);
      }
      return keys;
    };
    return {
      get: async (key) => store.getItem(prefix + key),
      set: async (key, value) => store.setItem(prefix + key, value),
      remove: async (key) => store.removeItem(prefix + key),
      keys: async () => ownKeys().map((key) => key.slice(prefix.length)),
      async clear() {
        for (const key of ownKeys()) store.removeItem(key);
      },
    };
  },
};
