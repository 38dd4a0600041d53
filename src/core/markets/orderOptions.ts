// The order options a form offers (docs/protocol.md, Order options): time in force and post-only
// on limit orders, reduce-only on futures closes. One place decides which apply to which order,
// for the fields sent and for the words shown beside an order.
import type { Order, OrderType, TimeInForce } from './trading';

export interface OrderOptionsChoice {
  readonly timeInForce: TimeInForce;
  readonly postOnly: boolean;
  readonly reduceOnly: boolean;
}

export const DEFAULT_OPTIONS: OrderOptionsChoice = { timeInForce: 'GTC', postOnly: false, reduceOnly: false };

/** What an order of this kind can carry: a market order is IOC by nature, post-only only rests, reduce-only only closes. */
export function applicableOptions(type: OrderType, closing: boolean, chosen: OrderOptionsChoice): OrderOptionsChoice {
  const timeInForce = type === 'limit' ? chosen.timeInForce : 'IOC';
  return { timeInForce, postOnly: type === 'limit' && timeInForce === 'GTC' && chosen.postOnly, reduceOnly: closing && chosen.reduceOnly };
}

/** The place call's fields for the options: only those that differ from the type's defaults. */
export function optionFields(type: OrderType, closing: boolean, chosen: OrderOptionsChoice): Readonly<Record<string, string | boolean>> {
  const o = applicableOptions(type, closing, chosen);
  return {
    ...(type === 'limit' && o.timeInForce !== 'GTC' ? { timeInForce: o.timeInForce } : {}),
    ...(o.postOnly ? { postOnly: true } : {}),
    ...(o.reduceOnly ? { reduceOnly: true } : {}),
  };
}

export type OptionTag = Exclude<TimeInForce, 'GTC'> | 'postOnly' | 'reduceOnly';

/** The options worth naming beside an order: a time in force other than its type's own, post-only, reduce-only. */
export function optionTags(order: Pick<Order, 'type' | 'timeInForce' | 'postOnly' | 'reduceOnly'>): OptionTag[] {
  const tags: OptionTag[] = [];
  const own: TimeInForce = order.type === 'market' ? 'IOC' : 'GTC';
  if (order.timeInForce !== own && order.timeInForce !== 'GTC') tags.push(order.timeInForce);
  if (order.postOnly) tags.push('postOnly');
  if (order.reduceOnly) tags.push('reduceOnly');
  return tags;
}
