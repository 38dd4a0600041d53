// Accounts, orders, fills and positions as the order calls and the private WebSocket channels
// carry them. Every decimal is a string with the symbol's (or the asset's 8) decimals.
import type { MarketKind } from './symbols';

export type OrderSide = 'buy' | 'sell';
export type OrderType = 'limit' | 'market';
/** Futures (hedge mode): open or close; buy-open is long, sell-open short, sell-close closes long, buy-close closes short. */
export type TradeSide = 'open' | 'close';
export type PositionSide = 'long' | 'short';
export type OrderStatus = 'new' | 'partially_filled' | 'filled' | 'canceled';
/** Why the gateway itself placed an order: a take-profit, a stop-loss, a liquidation, a close-all or a conditional order's trigger. */
export type OrderOrigin = 'user' | 'take_profit' | 'stop_loss' | 'liquidation' | 'close_position' | 'trigger';
/** GTC rests until filled or canceled; IOC fills what it can at once and cancels the rest; FOK fills whole at once or is refused. */
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';
export const TIMES_IN_FORCE: readonly TimeInForce[] = ['GTC', 'IOC', 'FOK'];
export type Wallet = 'spot' | 'futures';
/** Isolated: a position's margin is its own; cross: the futures wallet's available balance backs it too. */
export type MarginMode = 'isolated' | 'cross';
export const MARGIN_MODES: readonly MarginMode[] = ['isolated', 'cross'];
export const WALLETS: readonly Wallet[] = ['spot', 'futures'];

export interface Order {
  readonly orderId: string;
  readonly clientOid: string | null;
  readonly market: MarketKind;
  readonly symbol: string;
  readonly side: OrderSide;
  readonly type: OrderType;
  readonly tradeSide: TradeSide | null;
  readonly posSide: PositionSide | null;
  /** Limit price; null for a market order. */
  readonly price: string | null;
  /** Base amount ordered; for a market buy by quoteAmount, what was filled. */
  readonly amount: string;
  readonly quoteAmount: string | null;
  readonly filledAmount: string;
  /** Quote value of the fills (8 decimals). */
  readonly filledQuote: string;
  /** Average fill price, '' before the first fill. */
  readonly avgPrice: string;
  readonly fee: string;
  readonly feeAsset: string;
  readonly status: OrderStatus;
  readonly leverage: number | null;
  readonly takeProfit: string | null;
  readonly stopLoss: string | null;
  readonly origin: OrderOrigin;
  /** A market order is IOC (or FOK) by nature. */
  readonly timeInForce: TimeInForce;
  /** A limit order that may only rest (it is refused, 30030, where it would take). */
  readonly postOnly: boolean;
  /** A futures close whose amount was capped at the free part of the position. */
  readonly reduceOnly: boolean;
  /** The conditional order that placed it (origin 'trigger'); absent otherwise. */
  readonly conditionalId?: string;
  readonly demo: boolean;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface Fill {
  readonly fillId: string;
  readonly orderId: string;
  readonly market: MarketKind;
  readonly symbol: string;
  readonly side: OrderSide;
  readonly price: string;
  readonly amount: string;
  readonly quote: string;
  readonly fee: string;
  readonly feeAsset: string;
  /** The rate the fee was charged at (the tier's, less the fee-token discount when paid in it). */
  readonly feeRate: string;
  readonly liquidity: 'maker' | 'taker';
  /** Futures closes: profit or loss realised by this fill, fee not included. */
  readonly realizedPnl: string | null;
  readonly time: number;
}

export interface Balance {
  readonly asset: string;
  readonly available: string;
  /** Held by open orders (spot), or by open orders' margin and fees (futures). */
  readonly locked: string;
}

export interface Position {
  readonly symbol: string;
  readonly posSide: PositionSide;
  readonly size: string;
  readonly entryPrice: string;
  readonly markPrice: string;
  readonly leverage: number;
  /** Isolated margin held by the position (USDT). */
  readonly margin: string;
  readonly unrealizedPnl: string;
  /** unrealizedPnl / margin, as a percentage with 2 decimals. */
  readonly roe: string;
  readonly liquidationPrice: string;
  readonly takeProfit: string | null;
  readonly stopLoss: string | null;
  readonly openedAt: number;
  readonly updatedAt: number;
  /** Absent from gateways that know only isolated margin. */
  readonly marginMode?: MarginMode;
}

/** An account's settings for one perpetual (futures/settings, futures/leverage, futures/marginMode). */
export interface FuturesSettings {
  readonly symbol: string;
  readonly marginMode: MarginMode;
  /** Null until set: orders then use the open position's leverage or the default. */
  readonly leverage: number | null;
}

/** What one position paid (negative amount) or received at a funding settlement. */
export interface FundingRecord {
  readonly fundingId: string;
  readonly symbol: string;
  readonly posSide: PositionSide;
  readonly marginMode: MarginMode;
  readonly size: string;
  readonly markPrice: string;
  /** The rate applied, a fraction with 6 decimals ("0.000100" is 0.01 %). */
  readonly rate: string;
  /** USDT, 8 decimals, signed. */
  readonly amount: string;
  readonly time: number;
}

export interface WalletBalances {
  readonly wallet: Wallet;
  readonly balances: readonly Balance[];
}
