import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KV_DATABASE_SIZE, KV_STORE_NAME } from '../../core/kvConfig';
import { webSqlDriver } from './webSqlDriver';

// openDatabase as old browsers had it, over a real SQLite, so the driver's SQL runs for real.
function sqliteOpenDatabase(failWrites: () => boolean) {
  const files = new Map<string, Database.Database>();
  return vi.fn((name: string) => {
    const db = files.get(name) ?? new Database(':memory:');
    files.set(name, db);
    return {
      transaction(body: (tx: unknown) => void, failure: (error: unknown) => void) {
        const tx = {
          executeSql(sql: string, args: unknown[], ok: (t: unknown, r: unknown) => void, fail: (t: unknown, e: unknown) => boolean) {
            queueMicrotask(() => {
              try {
                if (failWrites() && /^INSERT/.test(sql)) throw Object.assign(new Error('there was not enough remaining storage space'), { code: 4 });
                const statement = db.prepare(sql);
                const rows = statement.reader ? (statement.all(...args) as Record<string, unknown>[]) : (statement.run(...args), []);
                ok(tx, { rows: { length: rows.length, item: (i: number) => rows[i] } });
              } catch (error) {
                if (fail(tx, error)) failure(error);
              }
            });
          },
        };
        body(tx);
      },
    };
  });
}

const location = { name: 'kv/mix', storeName: KV_STORE_NAME, version: 1, size: KV_DATABASE_SIZE };
let full = false;

beforeEach(() => {
  full = false;
  vi.stubGlobal('openDatabase', sqliteOpenDatabase(() => full));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the WebSQL driver', () => {
  it('is present only where openDatabase exists', () => {
    expect(webSqlDriver.isPresent()).toBe(true);
    vi.unstubAllGlobals();
    expect(webSqlDriver.isPresent()).toBe(false);
  });

  it('stores, lists, replaces and removes text', async () => {
    const backend = await webSqlDriver.open(location);
    await backend.set('a', '"1"');
    await backend.set('b', '{"x":2}');
    await backend.set('a', '"3"');
    await expect(backend.get('a')).resolves.toBe('"3"');
    await expect(backend.get('missing')).resolves.toBeNull();
    expect((await backend.keys()).sort()).toEqual(['a', 'b']);
    await backend.remove('b');
    await expect(backend.keys()).resolves.toEqual(['a']);
    await backend.clear();
    await expect(backend.keys()).resolves.toEqual([]);
  });

  it('keeps the data of a database across opens, apart from other databases', async () => {
    await (await webSqlDriver.open(location)).set('k', '1');
    await expect((await webSqlDriver.open(location)).get('k')).resolves.toBe('1');
    await expect((await webSqlDriver.open({ ...location, name: 'kv/copy' })).get('k')).resolves.toBeNull();
  });

  it('rejects a write the quota refuses, so the store can move on', async () => {
    const backend = await webSqlDriver.open(location);
    full = true;
    await expect(backend.set('k', '1')).rejects.toMatchObject({ code: 4 });
  });

  it('refuses to open where openDatabase throws', async () => {
    vi.stubGlobal('openDatabase', () => {
      throw new Error('INVALID_STATE_ERR');
    });
    await expect(webSqlDriver.open(location)).rejects.toThrow('INVALID_STATE_ERR');
  });
});
