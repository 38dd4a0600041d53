// What the page and the market worker (workers/market.worker.ts) say to each other: the worker
// owns the socket and the books and hands the page ready-to-paint frames; the page answers what
// only it can do (a signed login token, a REST depth answer through the request layer). Both run
// this origin's own code, so messages are typed, not parsed; the wire checks happen at the socket.
import type { BookLevel, BookSnapshot, ChannelArg, ServerMessage, Trade } from './messages';
import type { MarketKind } from './symbols';
import { WireDrops } from './wireCheck';

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'waiting';

export interface ConnectionStatus {
  readonly state: ConnectionState;
  /** When the last message of any kind arrived (0: never): a silent socket is a dead one. */
  readonly lastMessageAt: number;
  /** When the last market or account push arrived (0: never): pongs keep a socket alive but say nothing of prices. */
  readonly lastDataAt: number;
  /** Reconnection attempts since the last open socket. */
  readonly attempt: number;
}

export const IDLE_STATUS: ConnectionStatus = { state: 'idle', lastMessageAt: 0, lastDataAt: 0, attempt: 0 };

/** Who the private channels are for: nobody (signed out), or the signed-in user's real or demo account. */
/** `userId` tells a switch to another account (a sub-account, another tab's sign-in) from the same one. */
export type AccountWanted = { readonly signedIn: false } | { readonly signedIn: true; readonly demo: boolean; readonly userId: string };

export type BookPhase = 'loading' | 'live' | 'resyncing';

/** A book as painted: each side best first (bids high to low, asks low to high), grouped, at most BOOK_FRAME_LEVELS levels. */
export interface BookState {
  readonly bids: readonly BookLevel[];
  readonly asks: readonly BookLevel[];
  readonly seq: number;
  readonly phase: BookPhase;
  /** Snapshots fetched after gaps since the book was opened. */
  readonly resyncs: number;
}

export const EMPTY_BOOK: BookState = { bids: [], asks: [], seq: 0, phase: 'loading', resyncs: 0 };

/** Levels per side a frame carries: more than any screen shows, and what the order form values a market order against. */
export const BOOK_FRAME_LEVELS = 100;
/** Trades a trades frame carries, newest first. */
export const RECENT_TRADES = 50;
/**
 * How often a view is sent at most, with every update applied in between: ten times a second, as
 * large exchanges push their depth streams. The market changes twenty times a second; an eye reads
 * no more than this, and a slow phone's main thread handles and paints half as many frames.
 */
export const FRAME_MS = 100;

/** A WireDrops tally as it crosses to the page (a class does not survive structured clone). */
export interface PlainDrops {
  readonly records: number;
  readonly fields: number;
  readonly reasons: ReadonlyArray<readonly [string, number]>;
}

export function plainDrops(drops: WireDrops): PlainDrops {
  return { records: drops.records, fields: drops.fields, reasons: [...drops.reasons] };
}

export function dropsOf(plain: PlainDrops): WireDrops {
  const drops = new WireDrops();
  drops.records = plain.records;
  drops.fields = plain.fields;
  for (const [reason, n] of plain.reasons) drops.reasons.set(reason, n);
  return drops;
}

/** From the page. `id` names a view the page opened; `stop` ends it. */
export type PageMessage =
  /** A channel's messages as they come: tickers, candles, the private channels. */
  | { readonly type: 'channel'; readonly id: number; readonly arg: ChannelArg }
  /** A book's frames; `group`: the price step levels merge into (bookGrouping.ts), null for every level. */
  | { readonly type: 'book'; readonly id: number; readonly market: MarketKind; readonly symbol: string; readonly group: string | null }
  | { readonly type: 'trades'; readonly id: number; readonly market: MarketKind; readonly symbol: string }
  | { readonly type: 'stop'; readonly id: number }
  | { readonly type: 'account'; readonly wanted: AccountWanted }
  /** The page woke (shown, online again): a silent socket is replaced at once. */
  | { readonly type: 'wake' }
  /** A hidden page gets no frames; shown again, it gets the current ones at once. */
  | { readonly type: 'visible'; readonly visible: boolean }
  /** Answers to the worker's requests; null: the request failed. */
  | { readonly type: 'token'; readonly request: number; readonly answer: { readonly token: string; readonly demo: boolean } | null }
  | { readonly type: 'depth'; readonly request: number; readonly snapshot: BookSnapshot | null };

/** What a view gets: a channel's message, a book's or a trades list's latest state. */
export type ViewMessage =
  | { readonly type: 'channel'; readonly id: number; readonly message: ServerMessage }
  | { readonly type: 'book'; readonly id: number; readonly frame: BookState }
  | { readonly type: 'trades'; readonly id: number; readonly trades: readonly Trade[] };

/**
 * From the worker. Market views arrive together in `frames`, one message per frame's worth of
 * time, so the page handles them in one task and paints them in one frame; private channels'
 * messages come one by one as they arrive.
 */
export type WorkerMessage =
  | ViewMessage
  | { readonly type: 'frames'; readonly messages: readonly ViewMessage[] }
  | { readonly type: 'status'; readonly status: ConnectionStatus }
  | { readonly type: 'drops'; readonly drops: PlainDrops }
  | { readonly type: 'needToken'; readonly request: number }
  | { readonly type: 'needDepth'; readonly request: number; readonly market: MarketKind; readonly symbol: string };
