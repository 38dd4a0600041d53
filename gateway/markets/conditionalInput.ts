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
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
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

const refuse = (code: string, id: ServerMessageId, values?: ServerMessageValues): EnvelopeError => new EnvelopeError(code, id, values);

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
  if (kind === 'futures' && SPOT_ONLY_KINDS.includes(type)) throw refuse(CODES.invalidParameter, 'order.spotOnlyType', { type });
  const side = choice(fields, 'side', ['buy', 'sell'] as const);
  if (type === 'tpsl' && side !== 'sell') throw refuse(CODES.invalidParameter, 'order.tpslSellsOnly');
  const tradeSide = kind === 'futures' ? choice(fields, 'tradeSide', ['open', 'close'] as const) : null;
  const triggerBy = present(fields.triggerBy) ? choice(fields, 'triggerBy', ['last', 'mark'] as const) : 'last';
  if (kind === 'spot' && triggerBy === 'mark') throw refuse(CODES.invalidParameter, 'order.spotTriggersLast');
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
    if (!uses.includes(name) && present(fields[name])) throw refuse(CODES.invalidParameter, 'order.fieldNotForKind', { field: name, kind: head.kind });
  }
  const price = (name: string, code: string, keep: bigint | null): bigint | null => {
    if (!uses.includes(name)) return null;
    if (present(fields[name])) return positiveUnits(fields, name, pricePrecision, code, info.tickSize);
    return before ? keep : null;
  };
  const amount = present(fields.amount) || !before ? positiveUnits(fields, 'amount', amountPrecision, CODES.amountInvalid, info.lotSize) : before.amount;
  const minLots = parseUnits(market.params.minAmount, amountPrecision) ?? 0n;
  if (amount < minLots) throw refuse(CODES.belowMinimum, 'order.amountBelowMinimum', { minAmount: market.params.minAmount, base: market.params.base });
  let rate = before?.callbackBps ?? null;
  if (uses.includes('callbackRate') && (present(fields.callbackRate) || !before)) {
    rate = typeof fields.callbackRate === 'string' || typeof fields.callbackRate === 'number' ? callbackBps(String(fields.callbackRate)) : null;
    if (rate === null) throw refuse(CODES.callbackRateInvalid, 'order.callbackRateRange');
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
    if (spec[name] === null) throw refuse(CODES.priceInvalid, 'field.required', { field: name });
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
  const at = { triggerBy: spec.triggerBy, price: formatUnits(reference, p) };
  switch (spec.kind) {
    case 'stop_limit':
    case 'stop_market':
      if (spec.triggerPrice !== null && stopOnWrongSide(spec.side, spec.triggerPrice, reference)) {
        throw refuse(CODES.triggerWrongSide, spec.side === 'buy' ? 'order.stopBuyAbove' : 'order.stopSellBelow', at);
      }
      return;
    case 'trailing_stop':
      if (!activated && spec.activationPrice !== null && activationOnWrongSide(spec.side, spec.activationPrice, reference)) {
        throw refuse(CODES.triggerWrongSide, spec.side === 'sell' ? 'order.trailingSellAbove' : 'order.trailingBuyBelow', at);
      }
      return;
    case 'oco':
      if (ocoInconsistent(spec.side, spec.price ?? 0n, spec.triggerPrice ?? 0n, last)) {
        throw refuse(CODES.ocoPricesInvalid, spec.side === 'sell' ? 'order.ocoSellPrices' : 'order.ocoBuyPrices', { price: formatUnits(last, p) });
      }
      return;
    case 'tpsl':
      if (tpslInconsistent(spec.takeProfit, spec.stopLoss, last)) {
        throw refuse(CODES.ocoPricesInvalid, 'order.tpslPricesSide', { price: formatUnits(last, p) });
      }
  }
}
