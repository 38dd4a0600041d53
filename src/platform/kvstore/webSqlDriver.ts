// WebSQL survives only in old WebKit and Chromium builds; modern Chromium has removed it. It is
// used only where openDatabase still exists, so the DOM typings no longer describe it: the few
// members used are declared here.
import type { KvBackend, KvDriver } from './types';

interface SqlResultSet {
  readonly rows: { readonly length: number; item(index: number): Record<string, unknown> };
}
interface SqlTransaction {
  executeSql(
    sql: string,
    args: readonly unknown[],
    success: (tx: SqlTransaction, result: SqlResultSet) => void,
    failure: (tx: SqlTransaction, error: unknown) => boolean,
  ): void;
}
interface SqlDatabase {
  transaction(body: (tx: SqlTransaction) => void, failure: (error: unknown) => void): void;
}
type OpenDatabase = (name: string, version: string, displayName: string, size: number) => SqlDatabase;

function openDatabaseFunction(): OpenDatabase | null {
  const candidate = (globalThis as { openDatabase?: unknown }).openDatabase;
  return typeof candidate === 'function' ? (candidate as OpenDatabase) : null;
}

function run(db: SqlDatabase, sql: string, args: readonly unknown[] = []): Promise<SqlResultSet> {
  return new Promise((resolve, reject) => {
    db.transaction(
      (tx) =>
        tx.executeSql(sql, args, (_tx, result) => resolve(result), (_tx, error) => {
          reject(error);
          return true; // roll the transaction back
        }),
      reject,
    );
  });
}

function column(result: SqlResultSet, name: string): unknown[] {
  return Array.from({ length: result.rows.length }, (_, i) => result.rows.item(i)[name]);
}

export const webSqlDriver: KvDriver = {
  name: 'websql',
  isPresent: () => openDatabaseFunction() !== null,
  async open({ name, storeName, version, size }): Promise<KvBackend> {
    const openDatabase = openDatabaseFunction();
    if (!openDatabase) throw new Error('WebSQL is not available');
    // The table name cannot be a bound parameter; it is our constant, checked to be a plain identifier.
    if (!/^\w+$/.test(storeName)) throw new Error(`Unusable store name ${storeName}`);
    const db = openDatabase(name, String(version), name, size);
    await run(db, `CREATE TABLE IF NOT EXISTS ${storeName} (id INTEGER PRIMARY KEY, key unique, value)`);
    return {
      async get(key) {
        const [value] = column(await run(db, `SELECT value FROM ${storeName} WHERE key = ? LIMIT 1`, [key]), 'value');
        return typeof value === 'string' ? value : null;
      },
      async set(key, value) {
        await run(db, `INSERT OR REPLACE INTO ${storeName} (key, value) VALUES (?, ?)`, [key, value]);
      },
      async remove(key) {
        await run(db, `DELETE FROM ${storeName} WHERE key = ?`, [key]);
      },
      async keys() {
        return column(await run(db, `SELECT key FROM ${storeName}`), 'key').filter((key): key is string => typeof key === 'string');
      },
      async clear() {
        await run(db, `DELETE FROM ${storeName}`);
      },
    };
  },
};
