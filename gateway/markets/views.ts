// Stored rows as the wire shows them (core/markets/trading.ts): decimals as strings.
import { ASSET_DECIMALS, formatUnits } from '../../src/core/markets/decimal';
import { entryPrice, unrealizedPnl } from '../../src/core/markets/futuresMath';
import type { Fill, Order, Position } from '../../src/core/markets/trading';
import type { FillRow, OrderRow, PositionRow, TradingStore } from '../db/trading';
import { liquidationOf, marginModeOf } from './marginMode';
import type { Market } from './market';
import { optionsOf } from './timeInForce';

const money = (units: string | bigint): string => formatUnits(BigInt(units), ASSET_DECIMALS);

export function orderView(row: OrderRow, market: Market, demo: boolean): Order {
  const p = market.params.pricePrecision;
  const filled = BigInt(row.filled);
  const price = (v: string | null) => (v === null ? null : formatUnits(BigInt(v), p));
  return {
    orderId: String(row.id), clientOid: row.client_oid, market: row.market, symbol: row.symbol, side: row.side, type: row.type,
    tradeSide: row.trade_side, posSide: row.pos_side, price: price(row.price),
    amount: formatUnits(BigInt(row.amount), market.params.amountPrecision), quoteAmount: row.quote_amount === null ? null : money(row.quote_amount),
    filledAmount: formatUnits(filled, market.params.amountPrecision), filledQuote: money(row.filled_quote),
    avgPrice: filled > 0n ? formatUnits(entryPrice(market.params, filled, BigInt(row.filled_quote)), p) : '',
    fee: money(row.fee), feeAsset: row.fee_asset, status: row.status, leverage: row.leverage,
    takeProfit: price(row.take_profit), stopLoss: price(row.stop_loss), origin: row.origin, ...optionsOf(row), demo, createdAt: row.created_at, updatedAt: row.updated_at,
    ...(row.conditional_id ? { conditionalId: String(row.conditional_id) } : {}),
  };
}

export function positionView(row: PositionRow, market: Market, store: TradingStore): Position {
  const size = BigInt(row.size);
  const cost = BigInt(row.cost);
  const margin = BigInt(row.margin);
  const mark = BigInt(market.mark);
  const pnl = unrealizedPnl(market.params, row.pos_side, size, cost, mark);
  const p = market.params.pricePrecision;
  return {
    symbol: row.symbol, posSide: row.pos_side, size: formatUnits(size, market.params.amountPrecision),
    entryPrice: formatUnits(entryPrice(market.params, size, cost), p), markPrice: formatUnits(mark, p), leverage: row.leverage,
    margin: money(margin), unrealizedPnl: money(pnl), roe: formatUnits(margin > 0n ? (pnl * 10_000n) / margin : 0n, 2),
    liquidationPrice: formatUnits(liquidationOf(store, row, market), p),
    takeProfit: row.take_profit === null ? null : formatUnits(BigInt(row.take_profit), p),
    stopLoss: row.stop_loss === null ? null : formatUnits(BigInt(row.stop_loss), p),
    openedAt: row.opened_at, updatedAt: row.updated_at, marginMode: marginModeOf(store, row.account_id, row.symbol),
  };
}

export function fillView(row: FillRow & { market: Order['market']; symbol: string; side: Order['side'] }, market: Market): Fill {
  return {
    fillId: String(row.id), orderId: String(row.order_id), market: row.market, symbol: row.symbol, side: row.side,
    price: formatUnits(BigInt(row.price), market.params.pricePrecision), amount: formatUnits(BigInt(row.amount), market.params.amountPrecision),
    quote: money(row.quote), fee: money(row.fee), feeAsset: row.fee_asset, feeRate: row.fee_rate, liquidity: row.liquidity,
    realizedPnl: row.realized_pnl === null ? null : money(row.realized_pnl), time: row.time,
  };
}
