// The ledger at the store: every change of a balance (available plus held) is an entry with the
// balance after it, dated by the store's clock; a hold is none, and a hold that changes the sum is
// a defect caught at once; the histories' pages read down their (account, id) indexes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { HOLD } from './ledger';
import { ledgerRecords } from './records';
import { TradingStore } from './trading';

const dir = mkdtempSync(join(tmpdir(), 'ledger-test-'));
const db = openDatabase(dir);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the ledger', () => {
  it('writes each balance change with its reason and the balance after it, and no entry for a hold', () => {
    let now = 1_000;
    const store = new TradingStore(db, () => now);
    const account = store.account('7', true, { spot: { USDT: '100' }, futures: {} }, 1).id;
    now = 2_000;
    store.adjust(account, 'spot', 'USDT', HOLD, -40n, 40n);
    store.adjust(account, 'spot', 'USDT', { kind: 'trade', symbol: 'BTCUSDT', orderId: 9 }, 0n, -40n);
    store.adjust(account, 'spot', 'USDT', { kind: 'fee', symbol: 'BTCUSDT', orderId: 9 }, -1n);
    const entries = ledgerRecords(db, { accountId: account, before: Number.MAX_SAFE_INTEGER, limit: 10 }).map((e) => [e.kind, e.amount, e.balance, e.order_id, e.time]);
    expect(entries).toEqual([
      ['fee', '-1', '9999999959', 9, 2_000],
      ['trade', '-40', '9999999960', 9, 2_000],
      ['opening_balance', '10000000000', '10000000000', null, 1_000],
    ]);
  });

  it('refuses a hold that changes the balance, and the change with it', () => {
    const store = new TradingStore(db);
    const account = store.account('8', true, { spot: { USDT: '1' }, futures: {} }, 1).id;
    expect(() => store.transaction(() => store.adjust(account, 'spot', 'USDT', HOLD, -5n))).toThrow(/hold/);
    expect(store.balance(account, 'spot', 'USDT')).toEqual({ available: 100_000_000n, locked: 0n });
  });

  it('reads a page down the account index, not the whole table', () => {
    const plan = (sql: string) => db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all().map((r) => (r as { detail: string }).detail).join(' | ');
    expect(plan('SELECT * FROM trading_ledger WHERE account_id = 1 AND id < 10 ORDER BY id DESC LIMIT 51')).toContain('trading_ledger_account');
    expect(plan("SELECT * FROM trading_orders INDEXED BY trading_orders_history WHERE account_id = 1 AND market = 'spot' AND id < 10 AND status IN ('new') ORDER BY id DESC LIMIT 51")).not.toContain('TEMP B-TREE');
    expect(plan("SELECT f.* FROM trading_fills f INDEXED BY trading_fills_account JOIN trading_orders o ON o.id = f.order_id WHERE f.account_id = 1 AND o.market = 'spot' AND f.id < 10 ORDER BY f.id DESC LIMIT 51")).not.toContain('TEMP B-TREE');
  });
});
