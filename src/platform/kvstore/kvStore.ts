// The namespaced key-value store (sections 3, 4, 8, 9), in the spirit of localForage: one
// database per business namespace, drivers tried in order, JSON values, and the specification's
// error messages. Argument errors reject; a refusing browser only moves the store to the next driver.
import {
  KV_DATABASE_SIZE, KV_STORE_NAME, type KvConfig, type KvDriverName, type KvNamespace,
  checkBusiness, checkKey, checkKvConfig, kvDatabaseName, parseValue, requireBusiness, serializeValue,
} from '../../core/kvConfig';
import { DriverChain } from './driverChain';
import { indexedDbDriver } from './indexedDbDriver';
import { localStorageDriver } from './localStorageDriver';
import { memoryDriver } from './memoryDriver';
import type { KvDriver } from './types';
import { webSqlDriver } from './webSqlDriver';

export interface KvStore {
  /** The stored value, or null when there is none. */
  getItem<T = unknown>(key: string): Promise<T | null>;
  /** Stores a JSON-serialisable value and resolves to it. */
  setItem<T>(key: string, value: T): Promise<T>;
  removeItem(key: string): Promise<void>;
  keys(): Promise<string[]>;
  clear(): Promise<void>;
  /** Moves the store to another namespace of section 9; throws 'Invalid arguments' for any other name. */
  setBusiness(business: KvNamespace): void;
  /** The driver that takes this namespace's writes now. */
  driver(): Promise<KvDriverName>;
}

export type KvDriverRegistry = Readonly<Record<KvDriverName, KvDriver>>;

export const BROWSER_DRIVERS: KvDriverRegistry = {
  indexeddb: indexedDbDriver,
  websql: webSqlDriver,
  localstorage: localStorageDriver,
  memory: memoryDriver,
};

/** Throws 'Invalid arguments' or 'Driver not found.' for a bad configuration. */
export function createKvStore(config?: KvConfig, registry: KvDriverRegistry = BROWSER_DRIVERS): KvStore {
  const settings = checkKvConfig(config);
  let business = settings.business;
  const chains = new Map<KvNamespace, DriverChain>();

  const chain = (): DriverChain => {
    const namespace = requireBusiness(business);
    let found = chains.get(namespace);
    if (!found) {
      const location = { name: kvDatabaseName(namespace), storeName: KV_STORE_NAME, version: settings.version, size: KV_DATABASE_SIZE };
      found = new DriverChain(settings.drivers.map((name) => registry[name]), location);
      chains.set(namespace, found);
    }
    return found;
  };

  return {
    async getItem<T>(key: string) {
      const checked = checkKey(key);
      return parseValue(await chain().get(checked)) as T | null;
    },
    async setItem<T>(key: string, value: T) {
      const checked = checkKey(key);
      await chain().set(checked, serializeValue(value));
      return value;
    },
    async removeItem(key) {
      const checked = checkKey(key);
      await chain().remove(checked);
    },
    keys: async () => chain().keys(),
    clear: async () => chain().clear(),
    setBusiness(next) {
      business = checkBusiness(next);
    },
    driver: async () => chain().driverName(),
  };
}
