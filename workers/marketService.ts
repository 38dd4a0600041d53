// The market worker's work (market.worker.ts is its entry): one MarketSocket, the books kept in
// step with it, the recent trades, and the page's views of them sent as frames at most once per
// frame's worth of time. What only the page can do (a signed login token, a REST depth answer
// through its request layer and service worker) the worker asks the page for.
import { BookKeeper } from '../src/core/markets/bookKeeper';
import {
  type PageMessage, type ViewMessage, type WorkerMessage, RECENT_TRADES, plainDrops,
} from '../src/core/markets/feedProtocol';
import { FramePacer } from '../src/core/markets/framePacer';
import type { BookSnapshot, ServerMessage, Trade } from '../src/core/markets/messages';
import { withTrades } from '../src/core/markets/recentTrades';
import type { MarketKind } from '../src/core/markets/symbols';
import { type SocketDeps, MarketSocket } from './marketSocket';

export interface MarketServiceDeps extends Omit<SocketDeps, 'token' | 'reportDrops'> {
  readonly post: (message: WorkerMessage) => void;
}

/** How often the page hears the socket's clock (its stale-data check looks once a second). */
const STATUS_EVERY_MS = 1_000;

interface Shared<T> {
  readonly state: T;
  readonly views: Set<number>;
  readonly stop: () => void;
}

type View =
  | { readonly kind: 'book'; readonly key: string; readonly group: string | null }
  | { readonly kind: 'trades'; readonly key: string }
  | { readonly kind: 'channel'; readonly stop: () => void; readonly held: ServerMessage[] };

export interface MarketService {
  receive(message: PageMessage): void;
}

export function marketService(deps: MarketServiceDeps): MarketService {
  let requests = 0;
  const waiting = new Map<number, (answer: unknown) => void>();
  const ask = <T>(message: (request: number) => WorkerMessage): Promise<T | null> => new Promise((resolve) => {
    const request = ++requests;
    waiting.set(request, resolve as (answer: unknown) => void);
    deps.post(message(request));
  });

  const socket = new MarketSocket({
    ...deps,
    token: async () => {
      const answer = await ask<{ token: string; demo: boolean }>((request) => ({ type: 'needToken', request }));
      if (!answer) throw new Error('no login token');
      return answer;
    },
    reportDrops: (drops) => deps.post({ type: 'drops', drops: plainDrops(drops) }),
  });

  let visible = true;
  const views = new Map<number, View>();
  const books = new Map<string, Shared<BookKeeper>>();
  const trades = new Map<string, Shared<{ list: readonly Trade[] }>>();

  const frameOf = (id: number, into: ViewMessage[]) => {
    const view = views.get(id);
    if (view?.kind === 'book') {
      const book = books.get(view.key);
      if (book) into.push({ type: 'book', id, frame: book.state.frame(view.group) });
    } else if (view?.kind === 'trades') {
      const list = trades.get(view.key);
      if (list) into.push({ type: 'trades', id, trades: list.state.list });
    } else if (view?.kind === 'channel') {
      for (const message of view.held.splice(0)) into.push({ type: 'channel', id, message });
    }
  };
  const pacer = new FramePacer<number>(deps, (ids) => {
    const messages: ViewMessage[] = [];
    for (const id of ids) frameOf(id, messages);
    if (messages.length > 0) deps.post({ type: 'frames', messages });
  });
  const markViews = (shared: Shared<unknown> | undefined) => {
    for (const id of shared?.views ?? []) pacer.mark(id);
  };

  const openBook = (market: MarketKind, symbol: string): Shared<BookKeeper> => {
    const key = `${market}:${symbol}`;
    let shared = books.get(key);
    if (shared) return shared;
    const keeper = new BookKeeper({
      fetchDepth: async () => {
        const snapshot = await ask<BookSnapshot>((request) => ({ type: 'needDepth', request, market, symbol }));
        if (!snapshot) throw new Error('no depth answer');
        return snapshot;
      },
      setTimer: (fn, ms) => void deps.setTimer(fn, ms),
      changed: () => markViews(books.get(key)),
      ...(deps.random ? { random: deps.random } : {}),
    });
    const off = socket.subscribe({ channel: 'book', market, symbol }, (message) => {
      if ('channel' in message && message.channel === 'book') keeper.receive(message);
    });
    shared = { state: keeper, views: new Set(), stop: () => {
      keeper.stop();
      off();
    } };
    books.set(key, shared);
    return shared;
  };

  const openTrades = (market: MarketKind, symbol: string): Shared<{ list: readonly Trade[] }> => {
    const key = `${market}:${symbol}`;
    let shared = trades.get(key);
    if (shared) return shared;
    const state = { list: [] as readonly Trade[] };
    const off = socket.subscribe({ channel: 'trades', market, symbol }, (message) => {
      if (!('channel' in message) || message.channel !== 'trades') return;
      const next = withTrades(state.list, message.data, RECENT_TRADES);
      if (next === null) return;
      state.list = next;
      markViews(trades.get(key));
    });
    shared = { state, views: new Set(), stop: off };
    trades.set(key, shared);
    return shared;
  };

  /**
   * A public channel's messages wait for the next frame with the books (a ticker's latest only, a
   * candle's latest per candle), and while the page is hidden until it is shown.
   */
  const hold = (held: ServerMessage[], message: ServerMessage) => {
    const same = held.findIndex((m) => 'channel' in m && 'channel' in message && m.channel === message.channel
      && (m.channel !== 'candle' || (message.channel === 'candle' && m.data.time === message.data.time)));
    if (same >= 0) held.splice(same, 1);
    held.push(message);
  };

  const openChannel = (id: number, message: Extract<PageMessage, { type: 'channel' }>) => {
    const held: ServerMessage[] = [];
    const isPublic = 'market' in message.arg;
    const stop = socket.subscribe(message.arg, (pushed) => {
      if (!isPublic) {
        deps.post({ type: 'channel', id, message: pushed });
        return;
      }
      hold(held, pushed);
      pacer.mark(id);
    });
    views.set(id, { kind: 'channel', stop, held });
  };

  const stopView = (id: number) => {
    const view = views.get(id);
    views.delete(id);
    pacer.forget(id);
    if (!view) return;
    if (view.kind === 'channel') {
      view.stop();
      return;
    }
    const table: Map<string, Shared<unknown>> = view.kind === 'book' ? books : trades;
    const shared = table.get(view.key);
    if (!shared) return;
    shared.views.delete(id);
    if (shared.views.size > 0) return;
    shared.stop();
    table.delete(view.key);
  };

  const setVisible = (now: boolean) => {
    if (now === visible) return;
    visible = now;
    if (!visible) {
      pacer.pause();
      return;
    }
    pacer.resume();
    postStatus();
  };

  let lastPosted = socket.connection;
  const postStatus = () => {
    lastPosted = socket.connection;
    deps.post({ type: 'status', status: lastPosted });
  };
  socket.onStatus(postStatus);
  // The socket's clock moves with every message without a status change; a hidden page needs none of it.
  const tick = () => {
    const now = socket.connection;
    if (visible && (now.lastMessageAt !== lastPosted.lastMessageAt || now.lastDataAt !== lastPosted.lastDataAt)) postStatus();
    deps.setTimer(tick, STATUS_EVERY_MS);
  };
  deps.setTimer(tick, STATUS_EVERY_MS);

  return {
    receive(message) {
      switch (message.type) {
        case 'channel':
          openChannel(message.id, message);
          return;
        case 'book': {
          const shared = openBook(message.market, message.symbol);
          shared.views.add(message.id);
          views.set(message.id, { kind: 'book', key: `${message.market}:${message.symbol}`, group: message.group });
          pacer.mark(message.id);
          return;
        }
        case 'trades': {
          const shared = openTrades(message.market, message.symbol);
          shared.views.add(message.id);
          views.set(message.id, { kind: 'trades', key: `${message.market}:${message.symbol}` });
          pacer.mark(message.id);
          return;
        }
        case 'stop':
          stopView(message.id);
          return;
        case 'account':
          socket.setAccount(message.wanted);
          return;
        case 'wake':
          socket.wake();
          return;
        case 'visible':
          setVisible(message.visible);
          return;
        case 'token':
        case 'depth': {
          const resolve = waiting.get(message.request);
          waiting.delete(message.request);
          resolve?.(message.type === 'token' ? message.answer : message.snapshot);
        }
      }
    },
  };
}
