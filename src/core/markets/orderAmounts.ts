// The money of an order form in bigint units, computed the way the gateway computes it
// (gateway/markets/spot.ts, futures.ts): the unit an amount is typed in, its conversion to lots,
// the cost of taking from the book, fees and the futures hold.
import type { BASE_TRADE_UNITS } from '../preferences';
import { ASSET_DECIMALS, mulDiv, parseUnits, pow10, rescale } from './decimal';
import { initialMargin, notional, notionalFactor, type Scales } from './futuresMath';
import type { BookLevel } from './messages';
import type { MarketKind } from './symbols';

/** The base_trade_unit preference: 0 the base coin, 1 the margin coin, 2 the quote value. */
export type AmountUnit = (typeof BASE_TRADE_UNITS)[number];

/**
 * What an amount typed in a unit means. Spot's margin coin is its quote, so units 1 and 2 are
 * both an amount of the quote (USDT, USDC, BTC) there; on futures 1 is the margin (value / leverage) and 2 the value.
 */
export type UnitKind = 'base' | 'quote' | 'margin';

export function unitKindOf(market: MarketKind, unit: AmountUnit): UnitKind {
  if (unit === 0) return 'base';
  return market === 'futures' && unit === 1 ? 'margin' : 'quote';
}

/**
 * Decimals a person may type in a unit: the lot's for base; for the quote the price's, since a value
 * finer than one tick of the price buys nothing more (the gateway would take up to 8).
 */
export function unitDecimals(s: Scales, kind: UnitKind): number {
  return kind === 'base' ? s.amountPrecision : s.pricePrecision;
}

/** The shortest decimal text of units ("0.5", "12"): what an input shows. */
export function canonicalText(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Base units (8 decimals) of an amount in lots. */
export const lotsToBaseUnits = (s: Scales, lots: bigint): bigint => lots * pow10(ASSET_DECIMALS - s.amountPrecision);

/** Lots in an amount of base units (8 decimals), rounded down to the lot. */
export const baseUnitsToLots = (s: Scales, units: bigint): bigint => rescale(units, ASSET_DECIMALS, s.amountPrecision, 'floor');

/** A fee at a rate as the symbol gives it ("0.0006"), rounded up to the unit like the gateway's. */
export function feeOf(units: bigint, rate: string): bigint {
  const rateUnits = parseUnits(rate, ASSET_DECIMALS) ?? 0n;
  return mulDiv(units, rateUnits, pow10(ASSET_DECIMALS), 'ceil');
}

/** What opening a futures position of this cost holds: the initial margin plus the taker fee, the most a fill can charge. */
export function openHold(cost: bigint, leverage: number, takerFeeRate: string): bigint {
  return initialMargin(cost, leverage) + feeOf(cost, takerFeeRate);
}

/** A quote amount in a unit (its decimals) as quote units (8 decimals). */
export const unitToQuoteUnits = (s: Scales, kind: UnitKind, amount: bigint): bigint => rescale(amount, unitDecimals(s, kind), ASSET_DECIMALS);

/**
 * Lots an amount typed in a unit stands for at a price, rounded down to the lot: a value buys
 * value / price; a margin buys margin × leverage / price.
 */
export function lotsOfUnit(s: Scales, kind: UnitKind, amount: bigint, price: bigint, leverage: number): bigint {
  if (kind === 'base') return amount;
  const quote = unitToQuoteUnits(s, kind, amount) * (kind === 'margin' ? BigInt(leverage) : 1n);
  return quote / (price * notionalFactor(s));
}

/** Lots expressed in a unit at a price, rounded down to the unit's decimals, so converting back never gives more lots. */
export function unitOfLots(s: Scales, kind: UnitKind, lots: bigint, price: bigint, leverage: number): bigint {
  if (kind === 'base') return lots;
  const quote = notional(s, price, lots);
  return mulDiv(quote, pow10(unitDecimals(s, kind)), pow10(ASSET_DECIMALS) * (kind === 'margin' ? BigInt(leverage) : 1n), 'floor');
}

/** One level of the book in ticks and lots. */
export interface Level {
  readonly tick: bigint;
  readonly lots: bigint;
}

/** The levels a market order takes from (asks for a buy, bids for a sell, best first), malformed ones left out. */
export function levelsOf(s: Scales, book: readonly BookLevel[]): Level[] {
  const levels: Level[] = [];
  for (const [price, amount] of book) {
    const tick = parseUnits(price, s.pricePrecision);
    const lots = parseUnits(amount, s.amountPrecision);
    if (tick !== null && lots !== null && tick > 0n && lots > 0n) levels.push({ tick, lots });
  }
  return levels;
}

/** The quote cost of taking `lots` from the levels, level by level (null when they hold too little), as the gateway previews it. */
export function takeCost(s: Scales, levels: readonly Level[], lots: bigint): bigint | null {
  let left = lots;
  let cost = 0n;
  for (const level of levels) {
    if (left === 0n) break;
    const take = left < level.lots ? left : level.lots;
    cost += notional(s, level.tick, take);
    left -= take;
  }
  return left === 0n ? cost : null;
}

/** The most lots that `budget` quote units buy from the levels, as a market buy by quoteAmount fills. */
export function lotsWithin(s: Scales, levels: readonly Level[], budget: bigint): bigint {
  let left = budget;
  let lots = 0n;
  for (const level of levels) {
    const perLot = notional(s, level.tick, 1n);
    const take = left / perLot < level.lots ? left / perLot : level.lots;
    lots += take;
    left -= take * perLot;
    if (take < level.lots) break;
  }
  return lots;
}

/**
 * The largest lots in [0, upper] whose need fits a budget, for a need that grows with the lots
 * (a cost, a hold). A null need (the book cannot fill it) does not fit.
 */
export function maxLotsWithin(upper: bigint, budget: bigint, need: (lots: bigint) => bigint | null): bigint {
  const fits = (lots: bigint): boolean => {
    const n = need(lots);
    return n !== null && n <= budget;
  };
  let low = 0n;
  let high = upper;
  if (!fits(low)) return 0n;
  while (low < high) {
    const mid = (low + high + 1n) / 2n;
    if (fits(mid)) low = mid;
    else high = mid - 1n;
  }
  return low;
}

/**
 * A share of an amount, rounded down, in hundredths of a percent: a slider's 33.33 % is exact,
 * and anything outside 0..100 (or not a number) is held to it.
 */
export function shareOf(units: bigint, percent: number): bigint {
  const hundredths = Number.isFinite(percent) ? Math.min(10_000, Math.max(0, Math.round(percent * 100))) : 0;
  return mulDiv(units, BigInt(hundredths), 10_000n, 'floor');
}
