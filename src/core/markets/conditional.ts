// Conditional orders as the conditional-order calls carry them (docs/protocol.md, Conditional
// orders): they wait in the gateway and, when their trigger is crossed, place a normal order.
import type { MarketKind } from './symbols';
import type { OrderSide, TradeSide } from './trading';

/**
 * stop_limit / stop_market: a limit or market order once the price reaches the trigger (a buy
 * stop above the price, a sell stop below it). trailing_stop: a market order once the price
 * retraces by the callback rate from its best since activation. oco (spot): a resting limit
 * order and a stop-limit, one cancelling the other. tpsl (spot): a take-profit and a stop-loss
 * on an amount held, each a market sell, one cancelling the other.
 */
export type ConditionalKind = 'stop_limit' | 'stop_market' | 'trailing_stop' | 'oco' | 'tpsl';
export const CONDITIONAL_KINDS: readonly ConditionalKind[] = ['stop_limit', 'stop_market', 'trailing_stop', 'oco', 'tpsl'];
/** Kinds on spot only: they work on a coin held, which futures have no notion of. */
export const SPOT_ONLY_KINDS: readonly ConditionalKind[] = ['oco', 'tpsl'];

/** Which price a trigger watches: the last trade or the mark price (futures only). */
export type TriggerBy = 'last' | 'mark';

/** waiting, then one of the ends: triggered (an order was placed or, for OCO, its limit leg filled), canceled, failed. */
export type ConditionalStatus = 'waiting' | 'triggered' | 'canceled' | 'failed';
export type ConditionalEnd = Exclude<ConditionalStatus, 'waiting'>;

/** Which part ended it: a stop's trigger, a trailing stop, an OCO's limit leg, a TP/SL's take-profit or stop-loss. */
export type ConditionalLeg = 'stop' | 'trailing' | 'limit' | 'take_profit' | 'stop_loss';

export interface ConditionalOrder {
  readonly conditionalId: string;
  readonly market: MarketKind;
  readonly symbol: string;
  readonly kind: ConditionalKind;
  readonly side: OrderSide;
  readonly tradeSide: TradeSide | null;
  readonly amount: string;
  readonly triggerBy: TriggerBy;
  /** Stops and OCO's stop leg: the trigger; a trailing stop once active: where it fires now. */
  readonly triggerPrice: string | null;
  /** Stop-limit: the limit price placed at trigger; OCO: the resting limit leg's price. */
  readonly price: string | null;
  /** OCO: the limit price of the order its stop leg places. */
  readonly stopPrice: string | null;
  readonly takeProfit: string | null;
  readonly stopLoss: string | null;
  /** Trailing stop: percent with up to 2 decimals, 0.1 to 10. */
  readonly callbackRate: string | null;
  readonly activationPrice: string | null;
  /** Trailing stop: whether the activation price has been reached (always true without one). */
  readonly activated: boolean;
  /** Trailing stop: the best price since activation (highest for a sell, lowest for a buy). */
  readonly bestPrice: string | null;
  readonly status: ConditionalStatus;
  readonly firedLeg: ConditionalLeg | null;
  /** The order it placed when it fired (an OCO whose limit leg filled: that order). */
  readonly orderId: string | null;
  /** OCO: its resting limit leg. */
  readonly limitOrderId: string | null;
  /** Failed: the refusal code the placement met, and its reason. */
  readonly failCode: string | null;
  readonly failReason: string | null;
  readonly demo: boolean;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly endedAt: number | null;
}
