// The trigger rules of conditional orders, on prices in ticks (bigint). The gateway checks them on
// every tick with the price before and after it, so a price that jumps over a trigger between two
// ticks still fires; its place call refuses orders these rules say are inconsistent.
import type { ConditionalLeg, TriggerBy } from './conditional';
import type { OrderSide } from './trading';

/** A price before and after one tick, in ticks. */
export interface PriceMove {
  readonly previous: bigint;
  readonly current: bigint;
}

export interface Prices {
  readonly last: PriceMove;
  readonly mark: PriceMove;
}

export const moveOf = (prices: Prices, by: TriggerBy): PriceMove => (by === 'mark' ? prices.mark : prices.last);

const high = (m: PriceMove): bigint => (m.previous > m.current ? m.previous : m.current);
const low = (m: PriceMove): bigint => (m.previous < m.current ? m.previous : m.current);

/** A rising trigger fires once the move reaches it at or above; a falling one at or below. */
export function reached(direction: 'up' | 'down', trigger: bigint, move: PriceMove): boolean {
  return direction === 'up' ? high(move) >= trigger : low(move) <= trigger;
}

/** A buy stop waits above the price (a breakout), a sell stop below it (a stop-loss). */
export const stopDirection = (side: OrderSide): 'up' | 'down' => (side === 'buy' ? 'up' : 'down');

/** A stop whose trigger is on the wrong side of (or at) the price would fire at once: refused. */
export function stopOnWrongSide(side: OrderSide, trigger: bigint, reference: bigint): boolean {
  return side === 'buy' ? trigger <= reference : trigger >= reference;
}

/** Callback rates in hundredths of a percent: 0.1 % to 10 %. */
export const CALLBACK_MIN_BPS = 10;
export const CALLBACK_MAX_BPS = 1000;

/** A callback rate in percent ("1.5") as hundredths of a percent (150), or null when malformed or out of range. */
export function callbackBps(text: string): number | null {
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text.trim())) return null;
  const [whole = '0', fraction = ''] = text.trim().split('.');
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bps >= CALLBACK_MIN_BPS && bps <= CALLBACK_MAX_BPS ? bps : null;
}

export const callbackText = (bps: number): string => `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;

/**
 * A trailing sell waits for the price to rise to its activation price (above the price when
 * placed), a trailing buy for it to fall to its own (below). Without one it is active at once.
 */
export function activationOnWrongSide(side: OrderSide, activation: bigint, reference: bigint): boolean {
  return side === 'sell' ? activation <= reference : activation >= reference;
}

export interface TrailState {
  readonly activated: boolean;
  /** Best price since activation: the highest for a sell, the lowest for a buy; null before activation. */
  readonly best: bigint | null;
}

/**
 * Where a trailing stop fires now: the best price less (sell) or plus (buy) the callback, rounded
 * away from the best, so it never fires on a retrace smaller than the callback.
 */
export function trailingTrigger(side: OrderSide, best: bigint, bps: number): bigint {
  const scaled = best * BigInt(side === 'sell' ? 10_000 - bps : 10_000 + bps);
  return side === 'sell' ? scaled / 10_000n : (scaled + 9_999n) / 10_000n;
}

/** One tick of a trailing stop: activation, the best price, and whether the retrace reached the callback. */
export function trail(side: OrderSide, bps: number, activation: bigint | null, state: TrailState, move: PriceMove): { state: TrailState; fire: boolean } {
  let { activated, best } = state;
  if (!activated) {
    activated = activation === null || reached(side === 'sell' ? 'up' : 'down', activation, move);
    if (!activated) return { state, fire: false };
  }
  const extreme = side === 'sell' ? high(move) : low(move);
  if (best === null || (side === 'sell' ? extreme > best : extreme < best)) best = extreme;
  const trigger = trailingTrigger(side, best, bps);
  const fire = side === 'sell' ? move.current <= trigger : move.current >= trigger;
  return { state: { activated, best }, fire };
}

/**
 * An OCO's prices: a sell's limit leg above the last price and its stop below it (take the profit
 * or cut the loss); a buy's limit below and its stop above.
 */
export function ocoInconsistent(side: OrderSide, limit: bigint, stop: bigint, last: bigint): boolean {
  return side === 'sell' ? !(limit > last && stop < last) : !(limit < last && stop > last);
}

/** A spot TP/SL sells what is held: the take-profit above the last price, the stop-loss below. */
export function tpslInconsistent(takeProfit: bigint | null, stopLoss: bigint | null, last: bigint): boolean {
  if (takeProfit === null && stopLoss === null) return true;
  return (takeProfit !== null && takeProfit <= last) || (stopLoss !== null && stopLoss >= last);
}

/** Which leg of a TP/SL the move reaches, the stop-loss first when a gap reaches both. */
export function tpslLeg(takeProfit: bigint | null, stopLoss: bigint | null, move: PriceMove): Extract<ConditionalLeg, 'take_profit' | 'stop_loss'> | null {
  if (stopLoss !== null && reached('down', stopLoss, move)) return 'stop_loss';
  if (takeProfit !== null && reached('up', takeProfit, move)) return 'take_profit';
  return null;
}
