// Order fields from a request, checked before anything changes: each problem has its own code
// (codes.ts, 30001-30011) and a message naming the field and the symbol's rule.
import { parseUnits } from '../../src/core/markets/decimal';
import { isMarketKind, type MarketKind } from '../../src/core/markets/symbols';
import type { OrderSide, OrderType, PositionSide, TradeSide } from '../../src/core/markets/trading';
import { CODES } from '../../src/core/protocol/codes';
import { EnvelopeError } from '../http/envelope';
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

const refuse = (code: string, msg: string): EnvelopeError => new EnvelopeError(code, msg);
/** A field given at all: not missing, null or empty. */
export const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/** A field that must be one of `options`, or the request is refused (00001). */
export function choice<T extends string>(fields: Fields, name: string, options: readonly T[]): T {
  const v = fields[name];
  if (typeof v !== 'string' || !(options as readonly string[]).includes(v)) throw refuse(CODES.invalidParameter, `${name} must be one of ${options.join(', ')}`);
  return v as T;
}

export function marketOf(simulator: Simulator, kind: MarketKind, fields: Fields): Market {
  const symbol = fields.symbol;
  if (typeof symbol !== 'string' || symbol === '') throw refuse(CODES.invalidParameter, 'symbol is required');
  const market = simulator.market(kind, symbol.trim().toUpperCase());
  if (!market) throw refuse(CODES.symbolUnknown, `${symbol.slice(0, 32)} is not a ${kind} symbol here`);
  return market;
}

/** A positive decimal with the symbol's precision, in units; the code names what is wrong. */
export function positiveUnits(fields: Fields, name: string, decimals: number, code: string, what: string): bigint {
  const raw = fields[name];
  if (!present(raw)) throw refuse(code, `${name} is required`);
  if (typeof raw !== 'string' && typeof raw !== 'number') throw refuse(code, `${name} must be a decimal string`);
  if (typeof raw === 'number' && !Number.isFinite(raw)) throw refuse(code, `${name} must be a decimal string`);
  const text = String(raw).trim();
  if (text.startsWith('-')) throw refuse(code, `${name} must be positive`);
  const units = parseUnits(text, decimals);
  if (units === null) {
    const malformed = parseUnits(text, 30) === null;
    throw refuse(code, malformed ? `${name} must be a decimal such as 1.5` : `${name} has more than ${decimals} decimals (${what})`);
  }
  if (units === 0n) throw refuse(code, `${name} must be greater than zero`);
  return units;
}

function optionalPrice(fields: Fields, name: string, market: Market): bigint | null {
  return present(fields[name]) ? positiveUnits(fields, name, market.params.pricePrecision, CODES.tpslInvalid, `tick size ${market.info.tickSize}`) : null;
}

function clientOid(fields: Fields): string | null {
  const v = fields.clientOid;
  if (!present(v)) return null;
  if (typeof v !== 'string' || !/^[A-Za-z0-9_-]{1,40}$/.test(v)) throw refuse(CODES.invalidParameter, 'clientOid must be 1 to 40 letters, digits, - or _');
  return v;
}

export function parseOrder(simulator: Simulator, kind: MarketKind, fields: Fields): OrderInput {
  const market = marketOf(simulator, kind, fields);
  const side = choice(fields, 'side', ['buy', 'sell'] as const);
  const type = choice(fields, 'type', ['limit', 'market'] as const);
  const tradeSide = kind === 'futures' ? choice(fields, 'tradeSide', ['open', 'close'] as const) : null;
  if (market.halted) throw refuse(CODES.marketClosed, `${kind} ${market.symbol} is closed: no orders are taken`);
  const { pricePrecision, amountPrecision } = market.params;
  const info = market.info;
  const price = type === 'limit' ? positiveUnits(fields, 'price', pricePrecision, CODES.priceInvalid, `tick size ${info.tickSize}`) : null;
  if (type === 'market' && present(fields.price)) throw refuse(CODES.priceInvalid, 'A market order takes no price');
  const byQuote = kind === 'spot' && type === 'market' && side === 'buy' && present(fields.quoteAmount);
  if (byQuote && present(fields.amount)) throw refuse(CODES.amountInvalid, 'Give amount or quoteAmount, not both');
  const amount = byQuote ? null : positiveUnits(fields, 'amount', amountPrecision, CODES.amountInvalid, `lot size ${info.lotSize}`);
  const quoteAmount = byQuote ? positiveUnits(fields, 'quoteAmount', 8, CODES.amountInvalid, `${market.params.quote} has 8 decimals`) : null;
  let leverage: number | null = null;
  if (kind === 'futures' && present(fields.leverage)) {
    const v = Number(fields.leverage);
    if (typeof fields.leverage === 'boolean' || !Number.isInteger(v) || v < 1 || v > (info.maxLeverage ?? 1)) throw refuse(CODES.leverageInvalid, `leverage must be a whole number from 1 to ${info.maxLeverage ?? 1}`);
    leverage = v;
  }
  const openFutures = kind === 'futures' && tradeSide === 'open';
  if (!openFutures && (present(fields.takeProfit) || present(fields.stopLoss))) throw refuse(CODES.tpslInvalid, 'takeProfit and stopLoss go with futures orders that open a position');
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
  if (!isMarketKind(value)) throw refuse(CODES.invalidParameter, "market must be 'spot' or 'futures'");
  return value;
}
