// Market and account answers are checked at the edge, field by field, before any screen sees
// them: a record with a missing or mistyped field is dropped rather than shown half-right.
// One small schema per record keeps the checks and the types side by side.
import type { BookLevel, Candle, Ticker } from './messages';
import type { SymbolInfo } from './symbols';
import type { Balance, Order, Position } from './trading';

const DECIMAL = /^\d{1,30}(\.\d{1,30})?$/;
const SIGNED_DECIMAL = /^-?\d{1,30}(\.\d{1,30})?$/;

type Check = (value: unknown) => boolean;

const decimal: Check = (v) => typeof v === 'string' && DECIMAL.test(v);
const signedDecimal: Check = (v) => typeof v === 'string' && SIGNED_DECIMAL.test(v);
/** '' is how the gateway writes "no value yet" (an order's average price before its first fill). */
const decimalOrEmpty: Check = (v) => v === '' || decimal(v);
const text = (max: number): Check => (v) => typeof v === 'string' && v.length <= max;
const symbol: Check = (v) => typeof v === 'string' && /^[A-Z0-9]{2,24}$/.test(v);
const count: Check = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const oneOf = (...values: readonly unknown[]): Check => (v) => values.includes(v);
const nullable = (check: Check): Check => (v) => v === null || check(v);
const optional = (check: Check): Check => (v) => v === undefined || check(v);
const boolean: Check = (v) => typeof v === 'boolean';

type Schema<T> = { readonly [K in keyof T]-?: Check };

function checker<T>(schema: Schema<T>): (value: unknown) => T | null {
  const entries = Object.entries(schema) as Array<[string, Check]>;
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, check] of entries) {
      if (!check(record[key])) return null;
      if (record[key] !== undefined) out[key] = record[key];
    }
    return out as T;
  };
}

const market = oneOf('spot', 'futures');

export const parseSymbolInfo = checker<SymbolInfo>({
  symbol, market, base: symbol, quote: symbol, pricePrecision: count, amountPrecision: count,
  tickSize: decimal, lotSize: decimal, minAmount: decimal, minNotional: decimal,
  makerFeeRate: decimal, takerFeeRate: decimal, maxLeverage: optional(count), status: oneOf('trading', 'halted'),
});

export const parseTicker = checker<Ticker>({
  symbol, market, last: decimal, open24h: decimal, high24h: decimal, low24h: decimal, change24h: signedDecimal,
  volume24h: decimal, quoteVolume24h: decimal, bestBid: decimal, bestBidSize: decimal, bestAsk: decimal,
  bestAskSize: decimal, markPrice: decimal, ts: count,
});

export const parseCandle = checker<Candle>({
  time: count, open: decimal, high: decimal, low: decimal, close: decimal, volume: decimal, quoteVolume: decimal,
});


const side = oneOf('buy', 'sell');
const posSide = oneOf('long', 'short');

export const parseOrder = checker<Order>({
  orderId: text(40), clientOid: nullable(text(40)), market, symbol, side, type: oneOf('limit', 'market'),
  tradeSide: nullable(oneOf('open', 'close')), posSide: nullable(posSide), price: nullable(decimal), amount: decimal,
  quoteAmount: nullable(decimal), filledAmount: decimal, filledQuote: decimal, avgPrice: decimalOrEmpty, fee: decimal,
  feeAsset: text(16), status: oneOf('new', 'partially_filled', 'filled', 'canceled'), leverage: nullable(count),
  takeProfit: nullable(decimal), stopLoss: nullable(decimal),
  origin: oneOf('user', 'take_profit', 'stop_loss', 'liquidation', 'close_position'), demo: boolean,
  createdAt: count, updatedAt: count,
});

export const parsePosition = checker<Position>({
  symbol, posSide, size: decimal, entryPrice: decimal, markPrice: decimal, leverage: count, margin: decimal,
  unrealizedPnl: signedDecimal, roe: signedDecimal, liquidationPrice: decimal, takeProfit: nullable(decimal),
  stopLoss: nullable(decimal), openedAt: count, updatedAt: count,
});

export const parseBalance = checker<Balance>({ asset: symbol, available: decimal, locked: decimal });


/** The well-formed records of a list, in order; anything that is not a list is an empty one. */
export function parseList<T>(value: unknown, parse: (item: unknown) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  for (const item of value) {
    const parsed = parse(item);
    if (parsed !== null) out.push(parsed);
  }
  return out;
}

/** Book levels [price, amount]; a malformed level is dropped. */
export function parseLevels(value: unknown): BookLevel[] {
  return parseList(value, (l) => (Array.isArray(l) && l.length === 2 && decimal(l[0]) && decimal(l[1]) ? [l[0] as string, l[1] as string] as const : null));
}

/** A field of an answer's `data`, or undefined when `data` is not an object. */
export function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>)[name] : undefined;
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
export function parseAssetOverview(data: unknown): AssetOverview | null {
  const spot = field(data, 'spot');
  const futures = field(data, 'futures');
  const demo = field(data, 'demo');
  if (typeof demo !== 'boolean' || !Array.isArray(field(spot, 'balances')) || !Array.isArray(field(futures, 'balances'))) return null;
  const positionMargin = field(futures, 'positionMargin');
  const unrealizedPnl = field(futures, 'unrealizedPnl');
  const equity = field(futures, 'equity');
  if (!decimal(positionMargin) || !signedDecimal(unrealizedPnl) || !signedDecimal(equity)) return null;
  return {
    demo,
    spot: { balances: parseList(field(spot, 'balances'), parseBalance) },
    futures: {
      balances: parseList(field(futures, 'balances'), parseBalance),
      positionMargin: positionMargin as string, unrealizedPnl: unrealizedPnl as string, equity: equity as string,
    },
  };
}
