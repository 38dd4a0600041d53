// Funding of the perpetuals (docs/protocol.md, Funding): the index price from the spot book of
// the same base, the predicted rate from the mark's premium over it, open interest, and the
// settlement every 8 hours of the simulator's clock (00:00, 08:00, 16:00 UTC), when each open
// position pays or receives size × mark × rate: into or out of its margin (isolated) or the
// futures wallet (cross). Every payment is recorded (futures/funding).
import { ASSET_DECIMALS, formatUnits, minBig } from '../../src/core/markets/decimal';
import { fundingAmount, fundingRate, indexPrice, nextFundingTime, settlementsBetween } from '../../src/core/markets/funding';
import { notional } from '../../src/core/markets/futuresMath';
import type { Ticker } from '../../src/core/markets/messages';
import type { FundingRecord } from '../../src/core/markets/trading';
import { insertFunding, type FundingRow } from '../db/futuresSettings';
import type { TradingStore } from '../db/trading';
import { QUOTE } from './catalogue';
import type { EngineContext } from './engineContext';
import { marginModeOf } from './marginMode';
import type { Market } from './market';
import type { Simulator } from './simulator';

const RATE_DECIMALS = 6;

/** The index price of a perpetual (price units): its spot pair's mid, or null without a spot pair. */
export function indexOf(simulator: Simulator, market: Market): bigint | null {
  const spot = simulator.market('spot', market.symbol);
  if (!spot) return null;
  return indexPrice(BigInt(spot.book.bestBid ?? 0), BigInt(spot.book.bestAsk ?? 0), BigInt(spot.candles.last));
}

/** The predicted rate of the next settlement (ppm). */
export function predictedRate(simulator: Simulator, market: Market): bigint {
  const index = indexOf(simulator, market);
  return index === null ? 0n : fundingRate(BigInt(market.mark), index);
}

/** The funding, index and open-interest fields of a perpetual's ticker. */
export function futuresTickerFields(simulator: Simulator, store: TradingStore, market: Market, now: number): Partial<Ticker> {
  const index = indexOf(simulator, market);
  const open = store.positionsOf(market.symbol).reduce((sum, p) => sum + BigInt(p.size), 0n);
  return {
    ...(index === null ? {} : { indexPrice: market.price(Number(index)) }),
    fundingRate: formatUnits(predictedRate(simulator, market), RATE_DECIMALS),
    nextFundingTime: nextFundingTime(now),
    openInterest: formatUnits(open, market.params.amountPrecision),
    openInterestValue: formatUnits(notional(market.params, BigInt(market.mark), open), ASSET_DECIMALS),
  };
}

/** Settles one perpetual now: every open position pays or receives at the predicted rate and the mark. */
export function settleFunding(ctx: EngineContext, market: Market): number {
  const { store } = ctx;
  const rate = predictedRate(ctx.simulator, market);
  const mark = BigInt(market.mark);
  const time = ctx.now();
  const positions = store.positionsOf(market.symbol);
  for (const position of positions) {
    const size = BigInt(position.size);
    const amount = fundingAmount(market.params, position.pos_side, size, mark, rate);
    const mode = marginModeOf(store, position.account_id, position.symbol);
    store.transaction(() => {
      // A payment comes from the wallet in cross (from the margin only when the wallet runs dry), from the margin in isolated.
      const fromWallet = mode === 'cross' ? (amount >= 0n ? amount : -minBig(-amount, store.balance(position.account_id, 'futures', QUOTE).available)) : 0n;
      const margin = BigInt(position.margin) + amount - fromWallet;
      store.adjust(position.account_id, 'futures', QUOTE, { kind: 'funding', symbol: position.symbol }, fromWallet);
      store.savePosition({ ...position, margin: (margin > 0n ? margin : 0n).toString(), updated_at: time });
      insertFunding(store, {
        account_id: position.account_id, symbol: position.symbol, pos_side: position.pos_side, margin_mode: mode,
        size: position.size, mark: mark.toString(), rate: rate.toString(), amount: amount.toString(), time,
      });
    });
    const account = store.accountById(position.account_id);
    if (account) ctx.notify(account, { wallets: ['futures'], positions: true });
  }
  return positions.length;
}

/** Settles every perpetual at each 8-hour boundary the simulator's clock passes. */
export function scheduleFunding(ctx: EngineContext): void {
  let last = ctx.simulator.now;
  ctx.simulator.onTick((time) => {
    const due = settlementsBetween(last, time).length > 0;
    last = time;
    if (due) for (const market of ctx.simulator.list('futures')) settleFunding(ctx, market);
  });
}

export function fundingView(row: FundingRow, market: Market): FundingRecord {
  return {
    fundingId: String(row.id), symbol: row.symbol, posSide: row.pos_side, marginMode: row.margin_mode,
    size: formatUnits(BigInt(row.size), market.params.amountPrecision), markPrice: formatUnits(BigInt(row.mark), market.params.pricePrecision),
    rate: formatUnits(BigInt(row.rate), RATE_DECIMALS), amount: formatUnits(BigInt(row.amount), ASSET_DECIMALS), time: row.time,
  };
}
