// What the spot and futures engines share: the store, the markets, the clock, the notifier, and
// the helpers every fill needs.
import { ASSET_DECIMALS, pow10 } from '../../src/core/markets/decimal';
import { notional } from '../../src/core/markets/futuresMath';
import type { MarketKind } from '../../src/core/markets/symbols';
import type { Wallet } from '../../src/core/markets/trading';
import type { AccountRef, OrderRow, TradingStore } from '../db/trading';
import type { Market } from './market';
import type { Simulator } from './simulator';

/** What changed for an account, for its sockets. */
export interface AccountUpdate {
  readonly orders?: readonly OrderRow[];
  readonly wallets?: readonly Wallet[];
  readonly positions?: boolean;
}

export interface EngineContext {
  readonly store: TradingStore;
  readonly simulator: Simulator;
  now(): number;
  notify(account: AccountRef, update: AccountUpdate): void;
  /** After each spot fill (margin orders too), with what it credited: margin's auto-repay (gateway/margin/). */
  readonly afterSpotFill?: (order: OrderRow, asset: string, received: bigint) => void;
}

/**
 * The resting orders of a market that the book now trades through (best ask at or under a buy's
 * price, best bid at or over a sell's): they fill whole, at their own price, as makers.
 */
export function crossedOrders(ctx: EngineContext, market: Market): OrderRow[] {
  const bid = market.book.bestBid;
  const ask = market.book.bestAsk;
  return ctx.store.restingOrders(market.kind, market.symbol).filter((order) => {
    const price = Number(order.price);
    return order.side === 'buy' ? ask !== undefined && ask <= price : bid !== undefined && bid >= price;
  });
}

export const isOpen = (o: OrderRow): boolean => o.status === 'new' || o.status === 'partially_filled';

/** Base units (8 decimals) of an amount in lots. */
export function baseUnits(market: Market, lots: bigint): bigint {
  return lots * pow10(ASSET_DECIMALS - market.params.amountPrecision);
}

export const value = (market: Market, tick: bigint, lots: bigint): bigint => notional(market.params, tick, lots);

export function marketOfRow(simulator: Simulator, row: { market: MarketKind; symbol: string }): Market {
  const market = simulator.market(row.market, row.symbol);
  if (!market) throw new Error(`order of unknown market ${row.market} ${row.symbol}`);
  return market;
}

/** The cost of taking `lots` from the book now, without taking it (null when the book is too thin). */
export function previewCost(market: Market, side: 'buy' | 'sell', lots: bigint): bigint | null {
  let left = lots;
  let cost = 0n;
  for (const level of side === 'buy' ? market.book.asks : market.book.bids) {
    const take = left < BigInt(level.lots) ? left : BigInt(level.lots);
    cost += value(market, BigInt(level.tick), take);
    left -= take;
    if (left === 0n) return cost;
  }
  return null;
}
