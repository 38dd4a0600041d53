// The market WebSocket (docs/protocol.md, Markets): channel names, the messages both ways, the
// client-message check the gateway uses, and the book-sequence rule a client follows.
import { isCandleInterval, type CandleInterval } from './intervals';
import { isMarketKind, type MarketKind } from './symbols';
import type { Balance, Order, Position, Wallet } from './trading';

export const MARKET_WS_PATH = '/v1/ws';

export const PUBLIC_CHANNELS = ['ticker', 'book', 'trades', 'candle'] as const;
export const PRIVATE_CHANNELS = ['orders', 'positions', 'balances'] as const;
export type PublicChannel = (typeof PUBLIC_CHANNELS)[number];
export type PrivateChannel = (typeof PRIVATE_CHANNELS)[number];

export interface PublicArg {
  readonly channel: PublicChannel;
  readonly market: MarketKind;
  readonly symbol: string;
  /** Candle channel only. */
  readonly interval?: CandleInterval;
}
export interface PrivateArg {
  readonly channel: PrivateChannel;
}
export type ChannelArg = PublicArg | PrivateArg;

export type ClientMessage =
  | { readonly op: 'subscribe' | 'unsubscribe'; readonly args: readonly ChannelArg[] }
  | { readonly op: 'login'; readonly token: string }
  | { readonly op: 'logout' }
  | { readonly op: 'ping' };

/** Price and amount, as decimal strings. */
export type BookLevel = readonly [price: string, amount: string];

/**
 * A market's 24-hour figures. Only the name and last price are sure to be there: the client drops
 * a mistyped figure alone (wireCheck.ts), and a screen shows "—" for what is missing.
 */
export interface Ticker {
  readonly symbol: string;
  readonly market: MarketKind;
  readonly last: string;
  readonly open24h?: string;
  readonly high24h?: string;
  readonly low24h?: string;
  /** (last − open24h) / open24h in percent, 2 decimals ("-1.25"). */
  readonly change24h?: string;
  /** Base volume and quote volume of the last 24 hours. */
  readonly volume24h?: string;
  readonly quoteVolume24h?: string;
  readonly bestBid?: string;
  readonly bestBidSize?: string;
  readonly bestAsk?: string;
  readonly bestAskSize?: string;
  /** Futures: the price positions are valued and liquidated at (mid of the book); spot: the mid. */
  readonly markPrice?: string;
  /** Epoch ms, whole. */
  readonly ts?: number;
  /** Perpetuals: the spot pair's mid (docs/protocol.md, Funding). */
  readonly indexPrice?: string;
  /** Perpetuals: the predicted rate of the next settlement, a signed fraction with 6 decimals ("0.000100" is 0.01 %). */
  readonly fundingRate?: string;
  /** Perpetuals: the next settlement, epoch ms (00:00, 08:00, 16:00 UTC of the gateway's clock). */
  readonly nextFundingTime?: number;
  /** Perpetuals: the sum of open position sizes, in base, and its value at the mark price, in USDT. */
  readonly openInterest?: string;
  readonly openInterestValue?: string;
}

export interface BookSnapshot {
  readonly seq: number;
  readonly ts: number;
  readonly bids: readonly BookLevel[];
  readonly asks: readonly BookLevel[];
}

export interface Trade {
  readonly tradeId: string;
  readonly price: string;
  readonly amount: string;
  /** The taker's side. */
  readonly side: 'buy' | 'sell';
  readonly time: number;
}

export interface Candle {
  /** Open time, epoch ms UTC. */
  readonly time: number;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
  readonly quoteVolume: string;
}

interface Push<C extends string, D> {
  readonly channel: C;
  readonly market: MarketKind;
  readonly symbol: string;
  /** Epoch ms, whole; a client drops a mistyped one and keeps the message. */
  readonly ts?: number;
  readonly data: D;
}

export type TickerMessage = Push<'ticker', Ticker>;
/** A snapshot first (prevSeq 0), then updates: levels whose amount changed, '0' meaning removed. */
export type BookMessage = Push<'book', { readonly bids: readonly BookLevel[]; readonly asks: readonly BookLevel[] }> & {
  readonly action: 'snapshot' | 'update';
  readonly seq: number;
  readonly prevSeq: number;
};
export type TradesMessage = Push<'trades', readonly Trade[]>;
export type CandleMessage = Push<'candle', Candle> & { readonly interval: CandleInterval };

export type PrivateMessage =
  | { readonly channel: 'orders'; readonly demo: boolean; readonly ts?: number; readonly data: readonly Order[] }
  | { readonly channel: 'positions'; readonly demo: boolean; readonly ts?: number; readonly data: readonly Position[] }
  | { readonly channel: 'balances'; readonly demo: boolean; readonly ts?: number; readonly data: { readonly wallet: Wallet; readonly balances: readonly Balance[] } };

export type EventMessage =
  | { readonly event: 'subscribed' | 'unsubscribed'; readonly arg: ChannelArg }
  | { readonly event: 'login'; readonly userId: string; readonly demo: boolean }
  | { readonly event: 'logout' }
  | { readonly event: 'error'; readonly code: string; readonly msg: string; readonly arg?: ChannelArg }
  | { readonly op: 'pong'; readonly ts: number };

/** What a public channel delivers. */
export type PublicMessage = TickerMessage | BookMessage | TradesMessage | CandleMessage;

export type ServerMessage = TickerMessage | BookMessage | TradesMessage | CandleMessage | PrivateMessage | EventMessage;

export const MAX_ARGS_PER_MESSAGE = 50;
const SYMBOL = /^[A-Z0-9]{2,20}$/;

/** A channel argument, or the reason it is not one (the gateway's check of subscriptions, the client's of events). */
export function parseChannelArg(raw: unknown): ChannelArg | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'each arg must be an object';
  const a = raw as Record<string, unknown>;
  if ((PRIVATE_CHANNELS as readonly unknown[]).includes(a.channel)) return { channel: a.channel as PrivateChannel };
  if (!(PUBLIC_CHANNELS as readonly unknown[]).includes(a.channel)) return `channel must be one of ${[...PUBLIC_CHANNELS, ...PRIVATE_CHANNELS].join(', ')}`;
  if (!isMarketKind(a.market)) return "market must be 'spot' or 'futures'";
  if (typeof a.symbol !== 'string' || !SYMBOL.test(a.symbol)) return 'symbol must be a symbol such as BTCUSDT';
  if (a.channel !== 'candle') return { channel: a.channel as PublicChannel, market: a.market, symbol: a.symbol };
  if (!isCandleInterval(a.interval)) return 'interval must be one of 1m 5m 15m 30m 1h 4h 1D 1W';
  return { channel: 'candle', market: a.market, symbol: a.symbol, interval: a.interval };
}

/** A client message, or the reason it is not one. */
export function parseClientMessage(text: string): ClientMessage | { readonly error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: 'The message is not JSON' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { error: 'The message must be a JSON object' };
  const m = raw as Record<string, unknown>;
  if (m.op === 'ping' || m.op === 'logout') return { op: m.op };
  if (m.op === 'login') return typeof m.token === 'string' && m.token.length > 0 && m.token.length <= 128 ? { op: 'login', token: m.token } : { error: 'token must be a string' };
  if (m.op !== 'subscribe' && m.op !== 'unsubscribe') return { error: "op must be 'subscribe', 'unsubscribe', 'login', 'logout' or 'ping'" };
  if (!Array.isArray(m.args) || m.args.length === 0 || m.args.length > MAX_ARGS_PER_MESSAGE) return { error: `args must be a list of 1 to ${MAX_ARGS_PER_MESSAGE} channels` };
  const args: ChannelArg[] = [];
  for (const item of m.args) {
    const arg = parseChannelArg(item);
    if (typeof arg === 'string') return { error: arg };
    args.push(arg);
  }
  return { op: m.op, args };
}

/** One key per subscription: 'book:spot:BTCUSDT', 'candle:futures:ETHUSDT:1h', 'orders'. */
export function channelKey(arg: ChannelArg): string {
  if (!('market' in arg)) return arg.channel;
  return arg.channel === 'candle' ? `candle:${arg.market}:${arg.symbol}:${arg.interval ?? ''}` : `${arg.channel}:${arg.market}:${arg.symbol}`;
}

/** A client's copy of one book: levels by price text. */
export interface LocalBook {
  seq: number;
  readonly bids: Map<string, string>;
  readonly asks: Map<string, string>;
}

export function emptyBook(): LocalBook {
  return { seq: 0, bids: new Map(), asks: new Map() };
}

/** Replaces the book with a snapshot (a REST depth answer or a snapshot message). */
export function loadSnapshot(book: LocalBook, snapshot: Pick<BookSnapshot, 'seq' | 'bids' | 'asks'>): void {
  book.bids.clear();
  book.asks.clear();
  for (const [p, a] of snapshot.bids) book.bids.set(p, a);
  for (const [p, a] of snapshot.asks) book.asks.set(p, a);
  book.seq = snapshot.seq;
}

/**
 * Applies a book message. 'gap' when an update does not follow the last sequence number
 * (prevSeq ≠ seq): the client must fetch a snapshot (REST depth, or subscribe again) and keeps
 * its book unchanged until then. Updates older than the book are 'stale' and ignored.
 */
export function applyBookMessage(book: LocalBook, message: Pick<BookMessage, 'action' | 'seq' | 'prevSeq' | 'data'>): 'applied' | 'gap' | 'stale' {
  if (message.action === 'snapshot') {
    loadSnapshot(book, { seq: message.seq, bids: message.data.bids, asks: message.data.asks });
    return 'applied';
  }
  if (message.seq <= book.seq) return 'stale';
  if (message.prevSeq !== book.seq) return 'gap';
  for (const [side, levels] of [[book.bids, message.data.bids], [book.asks, message.data.asks]] as const) {
    for (const [p, a] of levels) {
      if (Number(a) === 0) side.delete(p);
      else side.set(p, a);
    }
  }
  book.seq = message.seq;
  return 'applied';
}

/** Sorted levels of a local book: bids high to low, asks low to high. */
export function sortedLevels(book: LocalBook, side: 'bids' | 'asks'): BookLevel[] {
  const levels = [...book[side]].map(([p, a]) => [p, a] as const);
  return levels.sort((x, y) => (side === 'bids' ? Number(y[0]) - Number(x[0]) : Number(x[0]) - Number(y[0])));
}

/**
 * After a resynchronising snapshot, the updates that arrived meanwhile: those the snapshot already
 * holds (seq ≤ its seq) are skipped, the rest applied in order as long as each follows what the
 * book holds (its prevSeq ≤ the book's seq: amounts are absolute, so an overlap is harmless).
 * 'gap' when one does not: another snapshot is needed.
 */
export function applyBuffered(book: LocalBook, updates: ReadonlyArray<Pick<BookMessage, 'action' | 'seq' | 'prevSeq' | 'data'>>): 'applied' | 'gap' {
  for (const update of updates) {
    if (update.seq <= book.seq) continue;
    if (update.prevSeq > book.seq) return 'gap';
    applyBookMessage(book, { ...update, prevSeq: book.seq });
  }
  return 'applied';
}
