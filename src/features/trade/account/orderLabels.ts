// The words for an order's side, type, status and origin. A futures order reads as what it does
// to the position (hedge mode: buy-open is "Open long", sell-close "Close long").
import type { Order, OrderOrigin, OrderStatus } from '../../../core/markets/trading';
import type { MessageId } from '../../../i18n/messages';

export function sideLabel(order: Pick<Order, 'side' | 'tradeSide'>): MessageId {
  if (order.tradeSide === 'open') return order.side === 'buy' ? 'orders.openLong' : 'orders.openShort';
  if (order.tradeSide === 'close') return order.side === 'sell' ? 'orders.closeLong' : 'orders.closeShort';
  return order.side === 'buy' ? 'orders.buy' : 'orders.sell';
}

/** Buys are drawn in the rising colour and sells in the falling one, whatever they do to a position. */
export const sideTone = (order: Pick<Order, 'side'>): 'up' | 'down' => (order.side === 'buy' ? 'up' : 'down');

export const TYPE_LABEL: Readonly<Record<Order['type'], MessageId>> = { limit: 'orders.limit', market: 'orders.market' };

/** History holds ended orders only; an order still working belongs to the open orders. */
export type EndedOrder = Order & { readonly status: Extract<OrderStatus, 'filled' | 'canceled'> };
export const isEnded = (order: Order): order is EndedOrder => order.status === 'filled' || order.status === 'canceled';

export const ENDED_STATUS_LABEL: Readonly<Record<EndedOrder['status'], MessageId>> = {
  filled: 'orders.statusFilled',
  canceled: 'orders.statusCanceled',
};

export const ORIGIN_LABEL: Readonly<Record<OrderOrigin, MessageId>> = {
  user: 'orders.originUser',
  take_profit: 'orders.originTakeProfit',
  stop_loss: 'orders.originStopLoss',
  liquidation: 'orders.originLiquidation',
  close_position: 'orders.originClosePosition',
  trigger: 'orders.originTrigger',
};
