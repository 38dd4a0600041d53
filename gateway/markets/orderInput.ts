// Order fields from a request, checked before anything changes: each problem has its own code
// (codes.ts, 30001-30011) and a message naming the field and the symbol's rule.
import { parseUnits } from '../../src/core/markets/decimal';
import { isMarketKind, type MarketKind } from '../../src/core/markets/symbols';
import type { OrderSide, OrderType, PositionSide, TradeSide } from '../../src/core/markets/trading';
import { CODES } from '../../src/core/protocol/codes';
import { EnvelopeError } from '../http/envelope';
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
import type { Fields } from '../http/fields';
import type { Market } from './market';
import type { Simulator } from './simulator';
import { parseOptions, type OrderOptions } from './timeInForce';

export interface OrderInput {
  readonly market: Market;
  readonly side: OrderSide;
  readonly type: OrderType;
  /** Ticks; limit orders only. */
  readonly price: bigint | null;
  /** Lots; null only for a market buy by quoteAmount. */
  readonly amount: bigint | null;
  /** Quote units (8 decimals): a spot market buy spending this much. */
  readonly quoteAmount: bigint | null;
  readonly clientOid: string | null;
  readonly tradeSide: TradeSide | null;
  readonly leverage: number | null;
  readonly takeProfit: bigint | null;
  readonly stopLoss: bigint | null;
  /** Time in force, post-only, reduce-only (timeInForce.ts); absent: the type's defaults. */
  readonly options?: OrderOptions;
}

const refuse = (code: string, id: ServerMessageId, values?: ServerMessageValues): EnvelopeError => new EnvelopeError(code, id, values);
/** A field given at all: not missing, null or empty. */
export const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/** A field that must be one of `options`, or the request is refused (00001). */
export function choice<T extends string>(fields: Fields, name: string, options: readonly T[]): T {
  const v = fields[name];
  if (typeof v !== 'string' || !(options as readonly string[]).includes(v)) throw refuse(CODES.invalidParameter, 'field.notOneOf', { field: name, list: options.join(', ') });
  return v as T;
}

export function marketOf(simulator: Simulator, kind: MarketKind, fields: Fields): Market {
  const symbol = fields.symbol;
  if (typeof symbol !== 'string' || symbol === '') throw refuse(CODES.invalidParameter, 'field.required', { field: 'symbol' });
  const market = simulator.market(kind, symbol.trim().toUpperCase());
  if (!market) throw refuse(CODES.symbolUnknown, 'market.symbolUnknown', { market: kind, symbol: symbol.slice(0, 32) });
  return market;
}

/** A positive decimal with the symbol's precision, in units; the code names what is wrong. */
export function positiveUnits(fields: Fields, name: string, decimals: number, code: string, step: string): bigint {
  const raw = fields[name];
  if (!present(raw)) throw refuse(code, 'field.required', { field: name });
  if (typeof raw !== 'string' && typeof raw !== 'number') throw refuse(code, 'field.notDecimalString', { field: name });
  if (typeof raw === 'number' && !Number.isFinite(raw)) throw refuse(code, 'field.notDecimalString', { field: name });
  const text = String(raw).trim();
  if (text.startsWith('-')) throw refuse(code, 'field.notPositive', { field: name });
  const units = parseUnits(text, decimals);
  if (units === null) {
    const malformed = parseUnits(text, 30) === null;
    throw malformed ? refuse(code, 'field.notDecimal', { field: name }) : refuse(code, 'field.tooManyDecimals', { field: name, decimals, step });
  }
  if (units === 0n) throw refuse(code, 'field.notAboveZero', { field: name });
  return units;
}

function optionalPrice(fields: Fields, name: string, market: Market): bigint | null {
  return present(fields[name]) ? positiveUnits(fields, name, market.params.pricePrecision, CODES.tpslInvalid, market.info.tickSize) : null;
}

function clientOid(fields: Fields): string | null {
  const v = fields.clientOid;
  if (!present(v)) return null;
  if (typeof v !== 'string' || !/^[A-Za-z0-9_-]{1,40}$/.test(v)) throw refuse(CODES.invalidParameter, 'order.clientOidInvalid');
  return v;
}

export function parseOrder(simulator: Simulator, kind: MarketKind, fields: Fields): OrderInput {
  const market = marketOf(simulator, kind, fields);
  const side = choice(fields, 'side', ['buy', 'sell'] as const);
  const type = choice(fields, 'type', ['limit', 'market'] as const);
  const tradeSide = kind === 'futures' ? choice(fields, 'tradeSide', ['open', 'close'] as const) : null;
  if (market.halted) throw refuse(CODES.marketClosed, 'order.marketClosed', { market: kind, symbol: market.symbol });
  const { pricePrecision, amountPrecision } = market.params;
  const info = market.info;
  const price = type === 'limit' ? positiveUnits(fields, 'price', pricePrecision, CODES.priceInvalid, info.tickSize) : null;
  if (type === 'market' && present(fields.price)) throw refuse(CODES.priceInvalid, 'order.marketTakesNoPrice');
  const byQuote = kind === 'spot' && type === 'market' && side === 'buy' && present(fields.quoteAmount);
  if (byQuote && present(fields.amount)) throw refuse(CODES.amountInvalid, 'order.amountOrQuoteAmount');
  const amount = byQuote ? null : positiveUnits(fields, 'amount', amountPrecision, CODES.amountInvalid, info.lotSize);
  const quoteAmount = byQuote ? positiveUnits(fields, 'quoteAmount', 8, CODES.amountInvalid, '0.00000001') : null;
  let leverage: number | null = null;
  if (kind === 'futures' && present(fields.leverage)) {
    const v = Number(fields.leverage);
    if (typeof fields.leverage === 'boolean' || !Number.isInteger(v) || v < 1 || v > (info.maxLeverage ?? 1)) throw refuse(CODES.leverageInvalid, 'field.wholeNumberRange', { max: info.maxLeverage ?? 1, field: 'leverage', min: '1' });
    leverage = v;
  }
  const openFutures = kind === 'futures' && tradeSide === 'open';
  if (!openFutures && (present(fields.takeProfit) || present(fields.stopLoss))) throw refuse(CODES.tpslInvalid, 'order.tpslOpeningFuturesOnly');
  return {
    market, side, type, price, amount, quoteAmount, clientOid: clientOid(fields), tradeSide, leverage,
    takeProfit: openFutures ? optionalPrice(fields, 'takeProfit', market) : null,
    stopLoss: openFutures ? optionalPrice(fields, 'stopLoss', market) : null,
    options: parseOptions(fields, kind, type, tradeSide, byQuote),
  };
}

export function posSideOf(side: OrderSide, tradeSide: TradeSide): PositionSide {
  return (side === 'buy') === (tradeSide === 'open') ? 'long' : 'short';
}

export function marketKind(value: unknown): MarketKind {
  if (!isMarketKind(value)) throw refuse(CODES.invalidParameter, 'field.notEither', { field: 'market', first: 'spot', second: 'futures' });
  return value;
}
