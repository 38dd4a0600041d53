// A futures position's record once its size is back to zero (docs/protocol.md, Records): what it
// held at most, its entry and exit prices, the PnL its closing fills realised, the fees of all its
// fills and the funding it paid or received, read from its fills when the last one closes it.
import { ASSET_DECIMALS, formatUnits, maxBig } from '../../src/core/markets/decimal';
import { entryPrice } from '../../src/core/markets/futuresMath';
import type { ClosedPosition } from '../../src/core/markets/records';
import { type ClosedPositionRow, fundingBetween, insertClosedPosition, positionFills } from '../db/records';
import type { OrderRow, PositionRow, TradingStore } from '../db/trading';
import { marginModeOf } from './marginMode';
import type { Market } from './market';

export function recordClosedPosition(store: TradingStore, order: OrderRow, position: PositionRow, now: number): void {
  const fills = positionFills(store.db, order.account_id, position.symbol, position.pos_side);
  const last = fills.at(-1);
  if (!last) return;
  let held = 0n;
  let most = 0n;
  const sums = { openSize: 0n, openCost: 0n, closeSize: 0n, closeValue: 0n, realized: 0n, fee: 0n };
  for (const f of fills) {
    const lots = BigInt(f.amount);
    held += f.trade_side === 'open' ? lots : -lots;
    most = maxBig(most, held);
    if (f.trade_side === 'open') {
      sums.openSize += lots;
      sums.openCost += BigInt(f.quote);
    } else {
      sums.closeSize += lots;
      sums.closeValue += BigInt(f.quote);
      sums.realized += BigInt(f.realized_pnl ?? '0');
    }
    sums.fee += BigInt(f.fee);
  }
  const openedAt = fills[0]?.time ?? position.opened_at;
  insertClosedPosition(store.db, {
    account_id: order.account_id, symbol: position.symbol, pos_side: position.pos_side, margin_mode: marginModeOf(store, order.account_id, position.symbol),
    leverage: position.leverage, size: most.toString(), open_size: sums.openSize.toString(), open_cost: sums.openCost.toString(),
    close_size: sums.closeSize.toString(), close_value: sums.closeValue.toString(), realized_pnl: sums.realized.toString(), fee: sums.fee.toString(),
    funding: fundingBetween(store.db, order.account_id, position.symbol, position.pos_side, openedAt, now).toString(),
    liquidated: order.origin === 'liquidation' ? 1 : 0, last_fill_id: last.id, opened_at: openedAt, closed_at: now,
  });
}

const money = (units: string | bigint): string => formatUnits(BigInt(units), ASSET_DECIMALS);

export function closedPositionView(row: ClosedPositionRow, market: Market): ClosedPosition {
  const p = market.params.pricePrecision;
  const realized = BigInt(row.realized_pnl);
  const funding = BigInt(row.funding);
  const fee = BigInt(row.fee);
  return {
    positionId: String(row.id), symbol: row.symbol, posSide: row.pos_side, marginMode: row.margin_mode, leverage: row.leverage,
    size: formatUnits(BigInt(row.size), market.params.amountPrecision),
    entryPrice: formatUnits(entryPrice(market.params, BigInt(row.open_size), BigInt(row.open_cost)), p),
    exitPrice: formatUnits(entryPrice(market.params, BigInt(row.close_size), BigInt(row.close_value)), p),
    realizedPnl: money(realized), fee: money(fee), funding: money(funding), netPnl: money(realized - fee + funding),
    liquidated: row.liquidated === 1, openedAt: row.opened_at, closedAt: row.closed_at,
  };
}
