// Funding settles by itself when the simulator's clock passes 00:00, 08:00 or 16:00 UTC, once per
// boundary, for every open position.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNDING_INTERVAL_MS } from '../../src/core/markets/funding';
import { openDatabase } from '../db/database';
import { fundingRecords } from '../db/futuresSettings';
import { TradingStore } from '../db/trading';
import type { EngineContext } from './engineContext';
import { scheduleFunding } from './funding';
import { Simulator } from './simulator';

const dir = mkdtempSync(join(tmpdir(), 'funding-test-'));
const db = openDatabase(dir);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the funding clock', () => {
  it('settles each open position once at each 8-hour boundary the simulator passes', () => {
    const boundary = Date.UTC(2026, 10, 24, 16);
    const simulator = new Simulator({ seed: 7, start: boundary - 2_000 });
    const store = new TradingStore(db);
    const account = store.account('42', true, { spot: {}, futures: { USDT: '1000' } }, boundary - 2_000);
    store.savePosition({
      account_id: account.id, symbol: 'ETHUSDT', pos_side: 'long', size: '10000', cost: '350000000000', margin: '35000000000', leverage: 10,
      take_profit: null, stop_loss: null, opened_at: boundary - 2_000, updated_at: boundary - 2_000,
    });
    const notified: number[] = [];
    const ctx: EngineContext = { store, simulator, now: () => simulator.now, notify: (a) => notified.push(a.id) };
    scheduleFunding(ctx);
    simulator.advanceTo(boundary - 50);
    expect(fundingRecords(store, account.id, undefined, 10, Number.MAX_SAFE_INTEGER)).toEqual([]);
    simulator.advanceTo(boundary + 1_000);
    const [record, ...rest] = fundingRecords(store, account.id, undefined, 10, Number.MAX_SAFE_INTEGER);
    expect(rest).toEqual([]);
    expect(record).toMatchObject({ symbol: 'ETHUSDT', pos_side: 'long', margin_mode: 'isolated' });
    expect(record!.time).toBeGreaterThanOrEqual(boundary);
    expect(BigInt(store.position(account.id, 'ETHUSDT', 'long')!.margin)).toBe(35_000_000_000n + BigInt(record!.amount));
    expect(notified).toEqual([account.id]);
    simulator.advanceTo(boundary + 60_000);
    expect(fundingRecords(store, account.id, undefined, 10, Number.MAX_SAFE_INTEGER)).toHaveLength(1);
    expect(FUNDING_INTERVAL_MS).toBe(8 * 3_600_000);
  });
});
