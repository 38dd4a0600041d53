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
export type Wallet = 'spot' | 'futures';
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
}

export interface WalletBalances {
  readonly wallet: Wallet;
  readonly balances: readonly Balance[];
}
