// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KV_ERRORS, KV_NAMESPACES } from '../../core/kvConfig';
import { indexedDbDriver } from './indexedDbDriver';
import { BROWSER_DRIVERS, createKvStore } from './kvStore';
import type { KvDriver } from './types';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** The real driver, whose writes fail with QuotaExceededError while `full()` says so. */
function withQuota(driver: KvDriver, full: () => boolean): KvDriver {
  return {
    ...driver,
    async open(location) {
      const backend = await driver.open(location);
      return {
        ...backend,
        set: async (key, value) => {
          if (full()) throw quotaError();
          return backend.set(key, value);
        },
      };
    },
  };
}

/** Enough of WebSQL for a store to open on it; the SQL itself is tested in webSqlDriver.test.ts. */
function stubOpenDatabase() {
  const result = { rows: { length: 0, item: () => ({}) } };
  const openDatabase = vi.fn(() => ({
    transaction(body: (tx: unknown) => void) {
      const tx = { executeSql: (_sql: string, _args: unknown[], ok: (t: unknown, r: unknown) => void) => ok(tx, result) };
      body(tx);
    },
  }));
  vi.stubGlobal('openDatabase', openDatabase);
  return openDatabase;
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('errors', () => {
  it('refuses a configuration whose version is not a number', () => {
    expect(() => createKvStore({ business: 'mix', version: '1' as unknown as number })).toThrow(KV_ERRORS.invalidArguments);
  });

  it('refuses an unknown business', () => {
    expect(() => createKvStore({ business: 'trade' })).toThrow(KV_ERRORS.invalidArguments);
    const store = createKvStore();
    expect(() => store.setBusiness('trade' as never)).toThrow(KV_ERRORS.invalidArguments);
  });

  it('refuses an unknown driver', () => {
    expect(() => createKvStore({ business: 'mix', drivers: ['sessionstorage'] })).toThrow(KV_ERRORS.driverNotFound);
  });

  it('asks for setBusiness before any operation', async () => {
    const store = createKvStore();
    await expect(store.getItem('a')).rejects.toThrow(KV_ERRORS.noBusiness);
    await expect(store.setItem('a', 1)).rejects.toThrow(KV_ERRORS.noBusiness);
    await expect(store.removeItem('a')).rejects.toThrow(KV_ERRORS.noBusiness);
    await expect(store.keys()).rejects.toThrow(KV_ERRORS.noBusiness);
    await expect(store.clear()).rejects.toThrow(KV_ERRORS.noBusiness);
    store.setBusiness('common');
    await expect(store.setItem('a', 1)).resolves.toBe(1);
  });

  it('refuses bad keys and values that JSON cannot hold', async () => {
    const store = createKvStore({ business: 'common' });
    await expect(store.getItem(1 as unknown as string)).rejects.toThrow(KV_ERRORS.invalidArguments);
    await expect(store.setItem('', 1)).rejects.toThrow(KV_ERRORS.invalidArguments);
    await expect(store.setItem('a', undefined)).rejects.toThrow(KV_ERRORS.invalidArguments);
    await expect(store.setItem('a', 10n)).rejects.toThrow(KV_ERRORS.invalidArguments);
    await expect(store.removeItem(null as unknown as string)).rejects.toThrow(KV_ERRORS.invalidArguments);
  });

  it('reports that no storage method is available when every listed driver is missing or refuses', async () => {
    vi.stubGlobal('indexedDB', undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    const store = createKvStore({ business: 'mix', drivers: ['indexeddb', 'websql', 'localstorage'] });
    await expect(store.setItem('a', 1)).rejects.toThrow(KV_ERRORS.noDriver);
    await expect(store.getItem('a')).rejects.toThrow(KV_ERRORS.noDriver);
  });
});

describe('driver order', () => {
  it('takes IndexedDB first', async () => {
    stubOpenDatabase();
    await expect(createKvStore({ business: 'mix' }).driver()).resolves.toBe('indexeddb');
  });

  it('takes WebSQL next, where openDatabase still exists, with the database of section 9', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const openDatabase = stubOpenDatabase();
    await expect(createKvStore({ business: 'web sdk' }).driver()).resolves.toBe('websql');
    expect(openDatabase).toHaveBeenCalledWith('kv/web sdk', '1', 'kv/web sdk', 4980736);
  });

  it('skips WebSQL where the browser has dropped it, and takes localStorage', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect('openDatabase' in globalThis).toBe(false);
    const store = createKvStore({ business: 'mix' });
    await expect(store.driver()).resolves.toBe('localstorage');
    await store.setItem('pair', { s: 'BTCUSDT' });
    expect(localStorage.getItem('kv/mix/keyvaluepairs/pair')).toBe('{"s":"BTCUSDT"}');
  });

  it('falls back to memory when nothing persistent is left', async () => {
    vi.stubGlobal('indexedDB', undefined);
    vi.stubGlobal('localStorage', undefined);
    const store = createKvStore({ business: 'activity' });
    await expect(store.driver()).resolves.toBe('memory');
    await store.setItem('seen', true);
    await expect(store.getItem('seen')).resolves.toBe(true);
  });

  it('follows a configured order', async () => {
    await expect(createKvStore({ business: 'mix', drivers: ['localstorage', 'indexeddb'] }).driver()).resolves.toBe('localstorage');
  });

  it('moves on when private browsing refuses IndexedDB', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError');
      },
    });
    const store = createKvStore({ business: 'earn' });
    await store.setItem('apr', 0.05);
    await expect(store.driver()).resolves.toBe('localstorage');
    await expect(store.getItem('apr')).resolves.toBe(0.05);
  });

  it('moves on when private browsing refuses every localStorage write', async () => {
    vi.stubGlobal('indexedDB', undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    const store = createKvStore({ business: 'copy' });
    await expect(store.driver()).resolves.toBe('memory');
  });
});

describe('a full quota', () => {
  it('moves writes to the next driver and keeps what the full one holds readable', async () => {
    let full = false;
    const registry = { ...BROWSER_DRIVERS, indexeddb: withQuota(indexedDbDriver, () => full) };
    const store = createKvStore({ business: 'community' }, registry);
    await store.setItem('old', 'kept');
    await store.setItem('moved', 'before');
    full = true;

    await expect(store.setItem('new', [1, 2])).resolves.toEqual([1, 2]);
    await expect(store.driver()).resolves.toBe('localstorage');
    await expect(store.getItem('new')).resolves.toEqual([1, 2]);
    await expect(store.getItem('old')).resolves.toBe('kept');

    await store.setItem('moved', 'after');
    await expect(store.getItem('moved')).resolves.toBe('after');
    await expect(store.keys()).resolves.toEqual(expect.arrayContaining(['old', 'moved', 'new']));
    expect((await store.keys()).length).toBe(3);

    await store.removeItem('old');
    await expect(store.getItem('old')).resolves.toBeNull();
    await store.clear();
    await expect(store.keys()).resolves.toEqual([]);
  });

  it('ends in memory, never in a crash, when every persistent driver is full', async () => {
    const registry = { ...BROWSER_DRIVERS, indexeddb: withQuota(indexedDbDriver, () => true) };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string) {
      if (!key.startsWith('__kv_probe__')) throw quotaError();
    });
    const store = createKvStore({ business: 'separation' }, registry);
    await store.clear();
    await expect(store.setItem('big', 'x'.repeat(1000))).resolves.toHaveLength(1000);
    await expect(store.driver()).resolves.toBe('memory');
    await expect(store.getItem('big')).resolves.toHaveLength(1000);
  });
});

describe('namespaces', () => {
  it('keeps each namespace apart', async () => {
    const stores = KV_NAMESPACES.map((business) => createKvStore({ business }));
    await Promise.all(stores.map((store, i) => store.setItem('shared-key', KV_NAMESPACES[i])));
    for (const [i, store] of stores.entries()) await expect(store.getItem('shared-key')).resolves.toBe(KV_NAMESPACES[i]);

    await stores[0]!.clear();
    await expect(stores[0]!.keys()).resolves.toEqual([]);
    await expect(stores[1]!.getItem('shared-key')).resolves.toBe(KV_NAMESPACES[1]);
  });

  it('keeps namespaces apart in localStorage too', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const mix = createKvStore({ business: 'mix' });
    const md5 = createKvStore({ business: 'md5-cache' });
    await mix.setItem('k', 1);
    await md5.setItem('k', 2);
    localStorage.setItem('unrelated', 'x');
    await expect(mix.keys()).resolves.toEqual(['k']);
    await mix.clear();
    await expect(md5.getItem('k')).resolves.toBe(2);
    expect(localStorage.getItem('unrelated')).toBe('x');
  });

  it('follows setBusiness', async () => {
    const store = createKvStore({ business: 'web3' });
    await store.setItem('wallet', '0xabc');
    store.setBusiness('earn');
    await expect(store.getItem('wallet')).resolves.toBeNull();
    store.setBusiness('web3');
    await expect(store.getItem('wallet')).resolves.toBe('0xabc');
  });

  it('shares a namespace between stores and across a reopen', async () => {
    await createKvStore({ business: 'common' }).setItem('theme', { name: 'black' });
    await expect(createKvStore({ business: 'common' }).getItem('theme')).resolves.toEqual({ name: 'black' });
  });
});

describe('values', () => {
  it('round-trips JSON values and answers null for a missing key', async () => {
    const store = createKvStore({ business: 'micro axios-cache' });
    const values = [0, -1.5, '', 'text', true, false, null, [], [1, [2]], { a: 1, b: { c: 'd' } }];
    for (const [i, value] of values.entries()) await store.setItem(`v${i}`, value);
    for (const [i, value] of values.entries()) await expect(store.getItem(`v${i}`)).resolves.toEqual(value);
    await expect(store.getItem('missing')).resolves.toBeNull();
  });

  it('keeps the order of concurrent writes', async () => {
    const store = createKvStore({ business: 'mix' });
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.setItem('counter', i)));
    await expect(store.getItem('counter')).resolves.toBe(19);
  });
});
