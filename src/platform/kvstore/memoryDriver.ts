// The last resort when the browser refuses every persistent driver: values live as long as the
// page does. Stores of the same namespace in one page share them.
import type { KvBackend, KvDriver } from './types';

const databases = new Map<string, Map<string, string>>();

export const memoryDriver: KvDriver = {
  name: 'memory',
  isPresent: () => true,
  async open({ name, storeName }): Promise<KvBackend> {
    const id = `${name}/${storeName}`;
    const map = databases.get(id) ?? new Map<string, string>();
    databases.set(id, map);
    return {
      get: async (key) => map.get(key) ?? null,
      set: async (key, value) => void map.set(key, value),
      remove: async (key) => void map.delete(key),
      keys: async () => [...map.keys()],
      clear: async () => map.clear(),
    };
  },
};
