// Fee tables of the trading accounts (tradingSchema.ts, issue 15): the 30-day traded volume each
// account's fills add up to (with the volume a test set, where one did), and the user's fee-token
// switch (settings flag ob), which is the user's and so holds for the real and the demo account.
import type { MarketKind } from '../../src/core/markets/symbols';
import { prepared, type Db } from './database';

/** USDT units the account's fills of one market kind traded since `since` (ms), plus a volume set by test control after it. */
export function tradedVolume(db: Db, accountId: number, kind: MarketKind, since: number): bigint {
  const set = prepared(db, 'SELECT volume, set_at FROM trading_fee_volume WHERE account_id = ? AND market = ?').safeIntegers(true)
    .get(accountId, kind) as { volume: bigint; set_at: bigint } | undefined;
  const from = set && Number(set.set_at) > since ? Number(set.set_at) : since;
  const row = prepared(db, `SELECT COALESCE(SUM(f.volume_usdt), 0) AS total FROM trading_fills f JOIN trading_orders o ON o.id = f.order_id
    WHERE f.account_id = ? AND f.time > ? AND o.market = ?`).safeIntegers(true).get(accountId, from, kind) as { total: bigint };
  return (set?.volume ?? 0n) + row.total;
}

/** Test control: from now on the account's volume of that kind counts from `volume` (USDT units). */
export function setTradedVolume(db: Db, accountId: number, kind: MarketKind, volume: bigint, now: number): void {
  prepared(db, `INSERT INTO trading_fee_volume (account_id, market, volume, set_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (account_id, market) DO UPDATE SET volume = excluded.volume, set_at = excluded.set_at`).run(accountId, kind, volume, now);
}

export function feeTokenOn(db: Db, userId: string): boolean {
  const row = prepared(db, 'SELECT open FROM trading_fee_token WHERE user_id = ?').get(userId) as { open: number } | undefined;
  return row?.open === 1;
}

export function setFeeToken(db: Db, userId: string, open: boolean): void {
  prepared(db, 'INSERT INTO trading_fee_token (user_id, open) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET open = excluded.open').run(userId, open ? 1 : 0);
}
