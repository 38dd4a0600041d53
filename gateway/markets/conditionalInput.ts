// A conditional order's fields from a request, checked before anything changes, and against the
// price now: a trigger that would fire at once, a callback rate out of range or an OCO's prices
// out of order are refused with their own codes (30041-30043).
import { CONDITIONAL_KINDS, SPOT_ONLY_KINDS, type ConditionalKind, type TriggerBy } from '../../src/core/markets/conditional';
import { formatUnits, parseUnits } from '../../src/core/markets/decimal';
import type { MarketKind } from '../../src/core/markets/symbols';
import type { OrderSide, TradeSide } from '../../src/core/markets/trading';
import { activationOnWrongSide, callbackBps, ocoInconsistent, stopOnWrongSide, tpslInconsistent } from '../../src/core/markets/triggers';
import { CODES } from '../../src/core/protocol/codes';
import { EnvelopeError } from '../http/envelope';
import type { Fields } from '../http/fields';
import type { Market } from './market';
import { choice, positiveUnits, present } from './orderInput';

/** What a conditional order is, in ticks and lots; the fields its kind does not use are null. */
export interface ConditionalSpec {
  readonly kind: ConditionalKind;
  readonly side: OrderSide;
  readonly tradeSide: TradeSide | null;
  readonly amount: bigint;
  readonly triggerBy: TriggerBy;
  readonly triggerPrice: bigint | null;
  readonly price: bigint | null;
  readonly stopPrice: bigint | null;
  readonly takeProfit: bigint | null;
  readonly stopLoss: bigint | null;
  readonly callbackBps: number | null;
  readonly activationPrice: bigint | null;
}

const refuse = (code: string, msg: string): EnvelopeError => new EnvelopeError(code, msg);

/** Which fields each kind reads; any other price field is refused rather than ignored. */
const USES: Readonly<Record<ConditionalKind, readonly string[]>> = {
  stop_limit: ['triggerPrice', 'price'],
  stop_market: ['triggerPrice'],
  trailing_stop: ['callbackRate', 'activationPrice'],
  oco: ['price', 'triggerPrice', 'stopPrice'],
  tpsl: ['takeProfit', 'stopLoss'],
};
const PRICE_FIELDS = ['triggerPrice', 'price', 'stopPrice', 'takeProfit', 'stopLoss', 'callbackRate', 'activationPrice'];

/** The spec a place call asks for (its kind, side and amount included). */
export function parseConditional(kind: MarketKind, market: Market, fields: Fields): ConditionalSpec {
  const type = choice(fields, 'kind', CONDITIONAL_KINDS);
  if (kind === 'futures' && SPOT_ONLY_KINDS.includes(type)) throw refuse(CODES.invalidParameter, `${type} orders are for spot markets`);
  const side = choice(fields, 'side', ['buy', 'sell'] as const);
  if (type === 'tpsl' && side !== 'sell') throw refuse(CODES.invalidParameter, 'A TP/SL sells a coin held: side must be sell');
  const tradeSide = kind === 'futures' ? choice(fields, 'tradeSide', ['open', 'close'] as const) : null;
  const triggerBy = present(fields.triggerBy) ? choice(fields, 'triggerBy', ['last', 'mark'] as const) : 'last';
  if (kind === 'spot' && triggerBy === 'mark') throw refuse(CODES.invalidParameter, 'Spot triggers watch the last price: triggerBy must be last');
  return readPrices(market, { kind: type, side, tradeSide, triggerBy }, fields, null);
}

/** The spec after an edit: the fields given replace the order's own, the others stay. */
export function editConditional(market: Market, current: ConditionalSpec, fields: Fields): ConditionalSpec {
  return readPrices(market, current, fields, current);
}

function readPrices(market: Market, head: Pick<ConditionalSpec, 'kind' | 'side' | 'tradeSide' | 'triggerBy'>, fields: Fields, before: ConditionalSpec | null): ConditionalSpec {
  const { pricePrecision, amountPrecision } = market.params;
  const info = market.info;
  const uses = USES[head.kind];
  for (const name of PRICE_FIELDS) {
    if (!uses.includes(name) && present(fields[name])) throw refuse(CODES.invalidParameter, `${name} does not go with a ${head.kind} order`);
  }
  const price = (name: string, code: string, keep: bigint | null): bigint | null => {
    if (!uses.includes(name)) return null;
    if (present(fields[name])) return positiveUnits(fields, name, pricePrecision, code, `tick size ${info.tickSize}`);
    return before ? keep : null;
  };
  const amount = present(fields.amount) || !before ? positiveUnits(fields, 'amount', amountPrecision, CODES.amountInvalid, `lot size ${info.lotSize}`) : before.amount;
  const minLots = parseUnits(market.params.minAmount, amountPrecision) ?? 0n;
  if (amount < minLots) throw refuse(CODES.belowMinimum, `amount is below the minimum of ${market.params.minAmount} ${market.params.base}`);
  let rate = before?.callbackBps ?? null;
  if (uses.includes('callbackRate') && (present(fields.callbackRate) || !before)) {
    rate = typeof fields.callbackRate === 'string' || typeof fields.callbackRate === 'number' ? callbackBps(String(fields.callbackRate)) : null;
    if (rate === null) throw refuse(CODES.callbackRateInvalid, 'callbackRate must be a percentage from 0.1 to 10 with up to 2 decimals');
  }
  const spec: ConditionalSpec = {
    ...head, amount,
    triggerPrice: price('triggerPrice', CODES.priceInvalid, before?.triggerPrice ?? null),
    price: price('price', CODES.priceInvalid, before?.price ?? null),
    stopPrice: price('stopPrice', CODES.priceInvalid, before?.stopPrice ?? null),
    takeProfit: price('takeProfit', CODES.priceInvalid, before?.takeProfit ?? null),
    stopLoss: price('stopLoss', CODES.priceInvalid, before?.stopLoss ?? null),
    callbackBps: rate,
    activationPrice: price('activationPrice', CODES.priceInvalid, before?.activationPrice ?? null),
  };
  const need = (name: keyof ConditionalSpec) => {
    if (spec[name] === null) throw refuse(CODES.priceInvalid, `${name} is required`);
  };
  if (head.kind === 'stop_limit' || head.kind === 'oco') need('price');
  if (head.kind === 'stop_limit' || head.kind === 'stop_market' || head.kind === 'oco') need('triggerPrice');
  if (head.kind === 'oco') need('stopPrice');
  return spec;
}

/** The price a trigger is judged against now, in ticks. */
export const referenceOf = (market: Market, by: TriggerBy): bigint => BigInt(by === 'mark' ? market.mark : market.candles.last);

/**
 * Refuses a spec inconsistent with the price now. A trailing stop already active keeps its state,
 * so an edit of its callback is not judged against its activation price again.
 */
export function checkAgainstPrice(market: Market, spec: ConditionalSpec, activated = false): void {
  const reference = referenceOf(market, spec.triggerBy);
  const last = referenceOf(market, 'last');
  const p = market.params.pricePrecision;
  const at = `the ${spec.triggerBy} price ${formatUnits(reference, p)}`;
  switch (spec.kind) {
    case 'stop_limit':
    case 'stop_market':
      if (spec.triggerPrice !== null && stopOnWrongSide(spec.side, spec.triggerPrice, reference)) {
        throw refuse(CODES.triggerWrongSide, `A ${spec.side} stop triggers ${spec.side === 'buy' ? 'above' : 'below'} ${at}`);
      }
      return;
    case 'trailing_stop':
      if (!activated && spec.activationPrice !== null && activationOnWrongSide(spec.side, spec.activationPrice, reference)) {
        throw refuse(CODES.triggerWrongSide, `A trailing ${spec.side} activates ${spec.side === 'sell' ? 'above' : 'below'} ${at}`);
      }
      return;
    case 'oco':
      if (ocoInconsistent(spec.side, spec.price ?? 0n, spec.triggerPrice ?? 0n, last)) {
        throw refuse(CODES.ocoPricesInvalid, `A ${spec.side} OCO needs its limit price ${spec.side === 'sell' ? 'above' : 'below'} and its trigger ${spec.side === 'sell' ? 'below' : 'above'} the last price ${formatUnits(last, p)}`);
      }
      return;
    case 'tpsl':
      if (tpslInconsistent(spec.takeProfit, spec.stopLoss, last)) {
        throw refuse(CODES.ocoPricesInvalid, `A TP/SL needs a take-profit above or a stop-loss below the last price ${formatUnits(last, p)}`);
      }
  }
}
