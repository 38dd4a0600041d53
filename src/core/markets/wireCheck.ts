// Market and account answers are checked at the edge, field by field, before any screen sees
// them. A record whose required field is missing or mistyped is dropped; an optional field that
// is mistyped is dropped alone and the record kept; a list keeps its good records. Every drop is
// counted in a WireDrops tally, which the edge that made it reports (never silently).
// One small schema per record keeps the checks and the types side by side.
import type { BookLevel, Candle, Ticker, Trade } from './messages';
import type { MarketRef } from './favorites';
import type { Sparkline } from './sparkline';
import type { SymbolInfo } from './symbols';
import { type Balance, type Fill, type FundingRecord, type FuturesSettings, type Order, type Position, TIMES_IN_FORCE } from './trading';

const DECIMAL = /^\d{1,30}(\.\d{1,30})?$/;
const SIGNED_DECIMAL = /^-?\d{1,30}(\.\d{1,30})?$/;

type Check = (value: unknown) => boolean;

export const decimal: Check = (v) => typeof v === 'string' && DECIMAL.test(v);
export const signedDecimal: Check = (v) => typeof v === 'string' && SIGNED_DECIMAL.test(v);
/** '' is how the gateway writes "no value yet" (an order's average price before its first fill). */
const decimalOrEmpty: Check = (v) => v === '' || decimal(v);
export const text = (max: number): Check => (v) => typeof v === 'string' && v.length <= max;
export const symbol: Check = (v) => typeof v === 'string' && /^[A-Z0-9]{2,24}$/.test(v);
/** Counts, sequence numbers and epoch milliseconds: whole, never a fraction. */
export const count: Check = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
export const oneOf = (...values: readonly unknown[]): Check => (v) => values.includes(v);
export const nullable = (check: Check): Check => (v) => v === null || check(v);
export const boolean: Check = (v) => typeof v === 'boolean';

/** An optional field: absent is fine, and a mistyped one is dropped without losing its record. */
interface Optional {
  readonly optional: Check;
}
const optional = (check: Check): Optional => ({ optional: check });

/**
 * What the checks left out, by record kind and field ('ticker.ts': 3). Records dropped whole and
 * single fields dropped from kept records are told apart, so a log can say which.
 */
export class WireDrops {
  records = 0;
  fields = 0;
  readonly reasons = new Map<string, number>();

  dropRecord(what: string, why: string): void {
    this.records += 1;
    this.note(`${what} record (${why})`);
  }

  dropField(what: string, name: string): void {
    this.fields += 1;
    this.note(`${what}.${name}`);
  }

  /** Adds another tally's drops to this one. */
  add(other: WireDrops): void {
    this.records += other.records;
    this.fields += other.fields;
    for (const [reason, n] of other.reasons) this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + n);
  }

  get empty(): boolean {
    return this.records === 0 && this.fields === 0;
  }

  /** "2 records, 1 field: ticker record (last) ×2, ticker.ts ×1"; names of fields only, never values. */
  summary(): string {
    const parts = [...this.reasons].map(([reason, n]) => `${reason} ×${n}`);
    return `${this.records} record${this.records === 1 ? '' : 's'}, ${this.fields} field${this.fields === 1 ? '' : 's'}: ${parts.join(', ')}`;
  }

  private note(reason: string): void {
    this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + 1);
  }
}

/** A record check: the record, or null when it cannot be shown (counted in `drops`). */
export type Parse<T> = (value: unknown, drops: WireDrops) => T | null;

type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];
/** Optional properties of the type must have optional checks, and required ones plain checks. */
type Schema<T> = { readonly [K in keyof T]-?: K extends OptionalKeys<T> ? Optional : Check };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function checker<T>(what: string, schema: Schema<T>): Parse<T> {
  const entries = Object.entries(schema) as Array<[string, Check | Optional]>;
  return (value, drops) => {
    if (!isRecord(value)) {
      drops.dropRecord(what, value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value);
      return null;
    }
    const out: Record<string, unknown> = {};
    const droppedFields: string[] = [];
    for (const [key, rule] of entries) {
      const v = value[key];
      if (typeof rule === 'function') {
        if (!rule(v)) {
          drops.dropRecord(what, key);
          return null;
        }
        if (v !== undefined) out[key] = v;
      } else if (v !== undefined) {
        if (rule.optional(v)) out[key] = v;
        else droppedFields.push(key);
      }
    }
    for (const key of droppedFields) drops.dropField(what, key);
    return out as T;
  };
}

const market = oneOf('spot', 'futures');

export const parseSymbolInfo = checker<SymbolInfo>('symbol', {
  symbol, market, base: symbol, quote: symbol, pricePrecision: count, amountPrecision: count,
  tickSize: decimal, lotSize: decimal, minAmount: decimal, minNotional: decimal,
  makerFeeRate: decimal, takerFeeRate: decimal, maxLeverage: optional(count), status: oneOf('trading', 'halted'),
});

// A ticker is worth showing as long as it names its market and a last price.
export const parseTicker = checker<Ticker>('ticker', {
  symbol, market, last: decimal, open24h: optional(decimal), high24h: optional(decimal), low24h: optional(decimal),
  change24h: optional(signedDecimal), volume24h: optional(decimal), quoteVolume24h: optional(decimal),
  bestBid: optional(decimal), bestBidSize: optional(decimal), bestAsk: optional(decimal), bestAskSize: optional(decimal),
  markPrice: optional(decimal), ts: optional(count), indexPrice: optional(decimal), fundingRate: optional(signedDecimal),
  nextFundingTime: optional(count), openInterest: optional(decimal), openInterestValue: optional(decimal),
});

const closes: Check = (v) => Array.isArray(v) && v.length <= 1_000 && v.every(decimal);
export const parseSparkline = checker<Sparkline>('sparkline', { symbol, market, start: count, closes });

export const parseMarketRef = checker<MarketRef>('favorite', { market, symbol });

export const parseCandle = checker<Candle>('candle', {
  time: count, open: decimal, high: decimal, low: decimal, close: decimal, volume: decimal, quoteVolume: decimal,
});

const side = oneOf('buy', 'sell');
const posSide = oneOf('long', 'short');

export const parseTrade = checker<Trade>('trade', { tradeId: text(40), price: decimal, amount: decimal, side, time: count });

export const parseOrder = checker<Order>('order', {
  orderId: text(40), clientOid: nullable(text(40)), market, symbol, side, type: oneOf('limit', 'market'),
  tradeSide: nullable(oneOf('open', 'close')), posSide: nullable(posSide), price: nullable(decimal), amount: decimal,
  quoteAmount: nullable(decimal), filledAmount: decimal, filledQuote: decimal, avgPrice: decimalOrEmpty, fee: decimal,
  feeAsset: text(16), status: oneOf('new', 'partially_filled', 'filled', 'canceled'), leverage: nullable(count),
  takeProfit: nullable(decimal), stopLoss: nullable(decimal),
  origin: oneOf('user', 'take_profit', 'stop_loss', 'liquidation', 'close_position', 'trigger'), conditionalId: optional(text(40)),
  timeInForce: oneOf(...TIMES_IN_FORCE), postOnly: boolean, reduceOnly: boolean, demo: boolean,
  createdAt: count, updatedAt: count,
});

export const parsePosition = checker<Position>('position', {
  symbol, posSide, size: decimal, entryPrice: decimal, markPrice: decimal, leverage: count, margin: decimal,
  unrealizedPnl: signedDecimal, roe: signedDecimal, liquidationPrice: decimal, takeProfit: nullable(decimal),
  stopLoss: nullable(decimal), openedAt: count, updatedAt: count, marginMode: optional(oneOf('isolated', 'cross')),
});

export const parseFuturesSettings = checker<FuturesSettings>('futures settings', {
  symbol, marginMode: oneOf('isolated', 'cross'), leverage: nullable(count),
});

export const parseFundingRecord = checker<FundingRecord>('funding', {
  fundingId: text(40), symbol, posSide, marginMode: oneOf('isolated', 'cross'), size: decimal, markPrice: decimal,
  rate: signedDecimal, amount: signedDecimal, time: count,
});

export const parseFill = checker<Fill>('fill', {
  fillId: text(40), orderId: text(40), market, symbol, side, price: decimal, amount: decimal, quote: decimal, fee: decimal,
  feeAsset: symbol, feeRate: decimal, liquidity: oneOf('maker', 'taker'), realizedPnl: nullable(signedDecimal), time: count,
});

export const parseBalance = checker<Balance>('balance', { asset: symbol, available: decimal, locked: decimal });

/** The well-formed records of a list, in order, or null when the value is not a list (counted as a dropped list). */
export function readList<T>(value: unknown, parse: Parse<T>, drops: WireDrops, what = 'list'): T[] | null {
  if (!Array.isArray(value)) {
    drops.dropRecord(what, value === undefined ? 'missing' : 'not a list');
    return null;
  }
  const out: T[] = [];
  for (const item of value) {
    const parsed = parse(item, drops);
    if (parsed !== null) out.push(parsed);
  }
  return out;
}

/** Like readList, where a screen shows "nothing" for a list it cannot read (the drop is still counted). */
export function parseList<T>(value: unknown, parse: Parse<T>, drops: WireDrops, what?: string): T[] {
  return readList(value, parse, drops, what) ?? [];
}

const parseLevel: Parse<BookLevel> = (l, drops) => {
  if (Array.isArray(l) && l.length === 2 && decimal(l[0]) && decimal(l[1])) return [l[0] as string, l[1] as string] as const;
  drops.dropRecord('book level', 'not [price, amount]');
  return null;
};

/** Book levels [price, amount], or null when the side is not a list; a malformed level is dropped. */
export function readLevels(value: unknown, drops: WireDrops): BookLevel[] | null {
  return readList(value, parseLevel, drops, 'book side');
}

/** A field of an answer's `data`, or undefined when `data` is not an object. */
export function field(data: unknown, name: string): unknown {
  return isRecord(data) ? data[name] : undefined;
}

export interface AssetOverview {
  readonly demo: boolean;
  readonly spot: { readonly balances: readonly Balance[] };
  readonly futures: {
    readonly balances: readonly Balance[];
    /** Margin held by open positions, USDT. */
    readonly positionMargin: string;
    readonly unrealizedPnl: string;
    /** Balances plus position margin plus unrealised PnL, USDT. */
    readonly equity: string;
  };
}

/** `data` of asset/overview, or null when its shape is not the documented one. */
export function parseAssetOverview(data: unknown, drops: WireDrops): AssetOverview | null {
  const spot = field(data, 'spot');
  const futures = field(data, 'futures');
  const demo = field(data, 'demo');
  const positionMargin = field(futures, 'positionMargin');
  const unrealizedPnl = field(futures, 'unrealizedPnl');
  const equity = field(futures, 'equity');
  const spotBalances = readList(field(spot, 'balances'), parseBalance, drops, 'spot balances');
  const futuresBalances = readList(field(futures, 'balances'), parseBalance, drops, 'futures balances');
  if (typeof demo !== 'boolean' || !spotBalances || !futuresBalances || !decimal(positionMargin) || !signedDecimal(unrealizedPnl) || !signedDecimal(equity)) {
    drops.dropRecord('asset overview', 'shape');
    return null;
  }
  return {
    demo,
    spot: { balances: spotBalances },
    futures: { balances: futuresBalances, positionMargin: positionMargin as string, unrealizedPnl: unrealizedPnl as string, equity: equity as string },
  };
}
