// The account as the trading screen holds it: the open orders, the orders that ended while the
// screen was open, the positions and the wallets, kept current from REST answers and the private
// channels alike (an answer and a push may arrive in either order).
import { ASSET_DECIMALS, formatUnits, parseUnits } from './decimal';
import type { Balance, Order, Position, PositionSide, Wallet } from './trading';

export interface AccountState {
  /** Open orders of both markets, newest first. */
  readonly open: readonly Order[];
  /** Orders that ended since the screen opened, newest first: prepended to the fetched history. */
  readonly ended: readonly Order[];
  readonly positions: readonly Position[];
  readonly balances: Readonly<Record<Wallet, readonly Balance[]>>;
}

export const EMPTY_ACCOUNT: AccountState = { open: [], ended: [], positions: [], balances: { spot: [], futures: [] } };

const isOpen = (o: Order) => o.status === 'new' || o.status === 'partially_filled';
const newestFirst = (a: Order, b: Order) => b.createdAt - a.createdAt || Number(b.orderId) - Number(a.orderId);
const MAX_ENDED = 100;

/** Orders merged in: each replaces its older self (by updatedAt), and moves to `ended` when it ends. */
export function withOrders(state: AccountState, orders: readonly Order[]): AccountState {
  let open = [...state.open];
  let ended = [...state.ended];
  for (const order of orders) {
    const previous = open.find((o) => o.orderId === order.orderId) ?? ended.find((o) => o.orderId === order.orderId);
    if (previous && previous.updatedAt > order.updatedAt) continue;
    open = open.filter((o) => o.orderId !== order.orderId);
    ended = ended.filter((o) => o.orderId !== order.orderId);
    if (isOpen(order)) open.push(order);
    else ended.push(order);
  }
  return { ...state, open: open.sort(newestFirst), ended: ended.sort(newestFirst).slice(0, MAX_ENDED) };
}

/** An order that was resting and has since filled, in part or whole: what a notice tells the user. */
export interface OrderFill {
  readonly order: Order;
  /** Whether nothing of it is left to fill. */
  readonly complete: boolean;
}

const filledUnits = (order: Order) => parseUnits(order.filledAmount, ASSET_DECIMALS) ?? 0n;

/**
 * The orders of a push that filled further since the state last held them open. An order the
 * state never saw open (one that filled as it was placed) is left out: placing it already said
 * so. A repeated or older push fills nothing, so each fill is told once.
 */
export function fillsIn(state: AccountState, orders: readonly Order[]): OrderFill[] {
  const known = new Map(state.open.map((o) => [o.orderId, o]));
  const fills = new Map<string, OrderFill>();
  for (const order of orders) {
    const previous = known.get(order.orderId);
    if (!previous || previous.updatedAt > order.updatedAt || filledUnits(order) <= filledUnits(previous)) continue;
    known.set(order.orderId, order);
    fills.set(order.orderId, { order, complete: order.status === 'filled' });
  }
  return [...fills.values()];
}

/** The open orders as a REST answer lists them for a market: that market's list is replaced. */
export function withOpenOrders(state: AccountState, market: Order['market'], orders: readonly Order[]): AccountState {
  const others = state.open.filter((o) => o.market !== market);
  return { ...state, open: [...others, ...orders.filter(isOpen)].sort(newestFirst) };
}

export function withPositions(state: AccountState, positions: readonly Position[]): AccountState {
  return { ...state, positions };
}

export function withBalances(state: AccountState, wallet: Wallet, balances: readonly Balance[]): AccountState {
  return { ...state, balances: { ...state.balances, [wallet]: balances } };
}

/** The history to show: what ended on screen first, then the fetched page, each order once. */
export function historyOf(state: AccountState, market: Order['market'], fetched: readonly Order[]): Order[] {
  const seen = new Set<string>();
  const out: Order[] = [];
  for (const order of [...state.ended.filter((o) => o.market === market), ...fetched]) {
    if (seen.has(order.orderId)) continue;
    seen.add(order.orderId);
    out.push(order);
  }
  return out.sort(newestFirst);
}

export function availableOf(balances: readonly Balance[], asset: string): string {
  return balances.find((b) => b.asset === asset)?.available ?? '0';
}

/** The position on a side of a futures symbol, if one is open. */
export function positionOn(state: AccountState, symbol: string, posSide: PositionSide): Position | null {
  return state.positions.find((p) => p.symbol === symbol && p.posSide === posSide && Number(p.size) > 0) ?? null;
}

/** The leverage an opening order on this side must use: the open position's, else its open orders' (30007). */
export function sideLeverage(state: AccountState, symbol: string, posSide: PositionSide): number | null {
  const position = positionOn(state, symbol, posSide);
  if (position) return position.leverage;
  const order = state.open.find((o) => o.market === 'futures' && o.symbol === symbol && o.posSide === posSide && o.tradeSide === 'open');
  return order?.leverage ?? null;
}

/** What a close order on this side may still reduce: the position less its open close orders' unfilled amounts. */
export function closableSize(state: AccountState, symbol: string, posSide: PositionSide, amountPrecision: number): string {
  const position = positionOn(state, symbol, posSide);
  const size = position ? parseUnits(position.size, amountPrecision) ?? 0n : 0n;
  let covered = 0n;
  for (const o of state.open) {
    if (o.market !== 'futures' || o.symbol !== symbol || o.posSide !== posSide || o.tradeSide !== 'close') continue;
    covered += (parseUnits(o.amount, amountPrecision) ?? 0n) - (parseUnits(o.filledAmount, amountPrecision) ?? 0n);
  }
  const free = size - covered;
  return formatUnits(free > 0n ? free : 0n, amountPrecision);
}
