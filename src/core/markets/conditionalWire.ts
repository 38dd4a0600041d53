// Conditional-order records checked at the edge (wireCheck.ts's rules), before any screen sees them.
import type { ConditionalOrder } from './conditional';
import { CONDITIONAL_KINDS } from './conditional';
import { boolean, checker, count, decimal, field, nullable, oneOf, parseList, symbol, text, type WireDrops } from './wireCheck';

const price = nullable(decimal);

export const parseConditionalOrder = checker<ConditionalOrder>('conditional order', {
  conditionalId: text(40), market: oneOf('spot', 'futures'), symbol, kind: oneOf(...CONDITIONAL_KINDS), side: oneOf('buy', 'sell'),
  tradeSide: nullable(oneOf('open', 'close')), amount: decimal, triggerBy: oneOf('last', 'mark'), triggerPrice: price, price,
  stopPrice: price, takeProfit: price, stopLoss: price, callbackRate: price, activationPrice: price, activated: boolean, bestPrice: price,
  status: oneOf('waiting', 'triggered', 'canceled', 'failed'), firedLeg: nullable(oneOf('stop', 'trailing', 'limit', 'take_profit', 'stop_loss')),
  orderId: nullable(text(40)), limitOrderId: nullable(text(40)), failCode: nullable(text(16)), failReason: nullable(text(400)),
  demo: boolean, createdAt: count, updatedAt: count, endedAt: nullable(count),
});

export function readConditionalOrders(data: unknown, drops: WireDrops): ConditionalOrder[] {
  return parseList(field(data, 'orders'), parseConditionalOrder, drops, 'conditional orders');
}
