// The words on an order form's submit button: what the order does (buy, sell, open or close a side).
import type { OrderSide, TradeSide } from '../../../core/markets/trading';
import type { MessageId } from '../../../i18n/messages';

export function submitLabelOf(futures: boolean, tradeSide: TradeSide, side: OrderSide): MessageId {
  if (!futures) return side === 'buy' ? 'order.submit.buy' : 'order.submit.sell';
  if (tradeSide === 'open') return side === 'buy' ? 'order.submit.openLong' : 'order.submit.openShort';
  return side === 'buy' ? 'order.submit.closeShort' : 'order.submit.closeLong';
}
