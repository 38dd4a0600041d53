// What an account is worth: balances valued in USDT at the tickers' last prices, exactly (bigint
// units of 8 decimals), per wallet and overall; only the last step, into the display currency,
// goes through a double, since a rate is a float anyway and the result is only shown.
import type { Rates } from '../protocol/account';
import { type Valuation, valueInCurrency } from '../rates';
import { ASSET_DECIMALS, formatUnits, mulDiv, parseUnits, pow10, rescale } from './decimal';
import { splitPair } from './quotes';
import type { Balance } from './trading';
import type { AssetOverview } from './wireCheck';

export const QUOTE_ASSET = 'USDT';

interface Price {
  readonly units: bigint;
  readonly decimals: number;
}

/** USDT per one unit of each asset that has a price. */
export type UsdtPrices = ReadonlyMap<string, Price>;

const SIGNED = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Units (8 decimals) of a signed decimal text; finer digits are cut toward -∞ (a balance never
 * shows more than it is), null when the text is not a decimal.
 */
export function assetUnits(text: string): bigint | null {
  const match = SIGNED.exec(text);
  if (!match) return null;
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const magnitude = parseUnits(`${match[2]}${fraction ? `.${fraction}` : ''}`, fraction.length);
  if (magnitude === null) return null;
  return rescale(match[1] === '-' ? -magnitude : magnitude, fraction.length, ASSET_DECIMALS, 'floor');
}

function priceOf(text: string): Price | null {
  const match = /^\d+(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const decimals = (match[1] ?? '').length;
  const units = parseUnits(text, decimals);
  return units !== null && units > 0n ? { units, decimals } : null;
}

/**
 * The USDT price of each coin: a base that trades against USDT takes the spot pair's last price,
 * or the perpetual's where there is no spot pair; a base listed only against another priced quote
 * (a BTC or USDC pair) takes that pair's price times its quote's. A zero or malformed price is no price.
 */
export function usdtPrices(tickers: ReadonlyArray<{ readonly symbol: string; readonly market: string; readonly last: string }>): UsdtPrices {
  const prices = new Map<string, Price>([[QUOTE_ASSET, { units: 1n, decimals: 0 }]]);
  const ordered = [...tickers.filter((t) => t.market === 'spot'), ...tickers.filter((t) => t.market === 'futures')];
  const crosses: { readonly base: string; readonly quote: string; readonly price: Price }[] = [];
  for (const ticker of ordered) {
    const pair = splitPair(ticker.symbol);
    const price = priceOf(ticker.last);
    if (!pair || !price) continue;
    if (pair.quote !== QUOTE_ASSET) crosses.push({ ...pair, price });
    else if (!prices.has(pair.base)) prices.set(pair.base, price);
  }
  for (const { base, quote, price } of crosses) {
    const quotePrice = prices.get(quote);
    if (quotePrice && !prices.has(base)) prices.set(base, { units: price.units * quotePrice.units, decimals: price.decimals + quotePrice.decimals });
  }
  return prices;
}

export interface ValuedBalance {
  readonly asset: string;
  readonly available: bigint;
  readonly locked: bigint;
  readonly total: bigint;
  /** USDT value of the total; null when the asset has no price (listed as unknown, never taken as 0). */
  readonly value: bigint | null;
}

export interface WalletValue {
  readonly balances: readonly ValuedBalance[];
  /** USDT value of the priced balances. */
  readonly value: bigint;
  /** Assets held whose value is unknown: `value` leaves them out. */
  readonly unpriced: readonly string[];
}

export interface FuturesValue {
  /** The USDT in the wallet, available and held by open orders. */
  readonly available: bigint;
  readonly locked: bigint;
  readonly positionMargin: bigint;
  readonly unrealizedPnl: bigint;
  /** Wallet + position margin + unrealised PnL: what the wallet is worth. */
  readonly equity: bigint;
}

export interface AccountValue {
  readonly spot: WalletValue;
  readonly futures: FuturesValue;
  /** Spot value plus futures equity, USDT. */
  readonly total: bigint;
  readonly unpriced: readonly string[];
}

function valueBalance(balance: Balance, prices: UsdtPrices): ValuedBalance | null {
  const available = assetUnits(balance.available);
  const locked = assetUnits(balance.locked);
  if (available === null || locked === null) return null;
  const total = available + locked;
  const price = prices.get(balance.asset);
  // Nothing held is worth nothing, priced or not.
  const value = total === 0n ? 0n : price ? mulDiv(total, price.units, pow10(price.decimals), 'floor') : null;
  return { asset: balance.asset, available, locked, total, value };
}

/** Most valuable first, unknown values after the known ones, then by name. */
function byValue(a: ValuedBalance, b: ValuedBalance): number {
  if (a.value !== b.value) {
    if (a.value === null) return 1;
    if (b.value === null) return -1;
    return a.value > b.value ? -1 : 1;
  }
  return a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0;
}

/** A wallet's balances valued and sorted; null when an amount is not a decimal. */
export function valueWallet(balances: readonly Balance[], prices: UsdtPrices): WalletValue | null {
  const valued: ValuedBalance[] = [];
  for (const balance of balances) {
    const v = valueBalance(balance, prices);
    if (v === null) return null;
    valued.push(v);
  }
  valued.sort(byValue);
  let value = 0n;
  const unpriced: string[] = [];
  for (const v of valued) {
    if (v.value === null) unpriced.push(v.asset);
    else value += v.value;
  }
  return { balances: valued, value, unpriced };
}

function futuresValue(futures: AssetOverview['futures']): FuturesValue | null {
  const usdt = futures.balances.find((b) => b.asset === QUOTE_ASSET);
  const available = usdt ? assetUnits(usdt.available) : 0n;
  const locked = usdt ? assetUnits(usdt.locked) : 0n;
  const positionMargin = assetUnits(futures.positionMargin);
  const unrealizedPnl = assetUnits(futures.unrealizedPnl);
  const equity = assetUnits(futures.equity);
  if (available === null || locked === null || positionMargin === null || unrealizedPnl === null || equity === null) return null;
  return { available, locked, positionMargin, unrealizedPnl, equity };
}

/** The whole account in USDT; null when the overview holds a number that is not a decimal. */
export function valueAccount(overview: AssetOverview, prices: UsdtPrices): AccountValue | null {
  const spot = valueWallet(overview.spot.balances, prices);
  const futures = futuresValue(overview.futures);
  if (spot === null || futures === null) return null;
  return { spot, futures, total: spot.value + futures.equity, unpriced: spot.unpriced };
}

/** A USDT amount in the display currency (USDT itself when the rate is missing or broken). */
export function inDisplayCurrency(usdtUnits: bigint, currency: string, rates: Partial<Rates> | null): Valuation {
  return valueInCurrency(Number(formatUnits(usdtUnits, ASSET_DECIMALS)), currency, rates);
}

/** The decimal text of units (8 decimals), for exact formatting per language. */
export const unitsText = (units: bigint): string => formatUnits(units, ASSET_DECIMALS);
