// The market WebSocket: subscriptions per channel and symbol, each tick's changes serialised once
// and sent to every subscriber, the user's order, position and balance updates to the sockets
// logged in to that account, heartbeats and the idle timeout.
import { CODES } from '../../src/core/protocol/codes';
import {
  channelKey, parseClientMessage, type BookMessage, type CandleMessage, type ChannelArg, type PrivateMessage, type PublicArg,
  type ServerMessage, type TickerMessage, type TradesMessage,
} from '../../src/core/markets/messages';
import type { Wallet } from '../../src/core/markets/trading';
import type { AccountRef, TradingStore } from '../db/trading';
import type { AccountUpdate } from './engineContext';
import type { Market, MarketChanges } from './market';
import type { Simulator } from './simulator';
import { orderView, positionView } from './views';
import type { WsTokens } from './wsTokens';

/** The part of a ws socket the stream uses. */
export interface StreamSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer | string) => void): void;
  on(event: 'pong' | 'close', listener: () => void): void;
}

export interface StreamOptions {
  /** Server pings this often. */
  readonly heartbeatMs: number;
  /** A socket silent (no message, no pong) this long is closed. */
  readonly idleMs: number;
}

/** A socket buffering more than this is too slow to follow the book: closed with 1013 (try again later). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const TICKER_EVERY_MS = 250;
const OPEN = 1;

interface Client {
  readonly socket: StreamSocket;
  readonly subs: Set<string>;
  readonly sessionToken: string | undefined;
  account: AccountRef | undefined;
  lastSeen: number;
}

export interface StreamDeps {
  readonly simulator: Simulator;
  readonly store: TradingStore;
  readonly tokens: WsTokens;
  now(): number;
  /** The account of a grant (created on first use). */
  account(userId: string, demo: boolean): AccountRef;
  /** False once the session is revoked or expired: its sockets are logged out. */
  sessionLive(sessionToken: string): boolean;
}

export class MarketStream {
  private readonly clients = new Set<Client>();
  private readonly byKey = new Map<string, Set<Client>>();
  private readonly lastTicker = new Map<Market, number>();
  private readonly timer: NodeJS.Timeout;
  messagesSent = 0;

  constructor(private readonly deps: StreamDeps, private readonly options: StreamOptions) {
    this.timer = setInterval(() => this.heartbeat(), options.heartbeatMs);
    this.timer.unref();
    deps.simulator.onFlush((market, changes) => this.publish(market, changes));
  }

  get size(): number {
    return this.clients.size;
  }

  attach(socket: StreamSocket, sessionToken: string | undefined): void {
    const client: Client = { socket, subs: new Set(), sessionToken, account: undefined, lastSeen: Date.now() };
    this.clients.add(client);
    socket.on('pong', () => {
      client.lastSeen = Date.now();
    });
    socket.on('close', () => this.detach(client));
    socket.on('message', (data) => {
      client.lastSeen = Date.now();
      this.receive(client, typeof data === 'string' ? data : data.toString('utf8'));
    });
  }

  /** Test control: every socket cut without a close frame, as a network drop looks. */
  dropAll(): number {
    const count = this.clients.size;
    for (const client of [...this.clients]) {
      client.socket.terminate();
      this.detach(client);
    }
    return count;
  }

  close(): void {
    clearInterval(this.timer);
    for (const client of [...this.clients]) client.socket.close(1001, 'Gateway shutting down');
  }

  notify(account: AccountRef, update: AccountUpdate): void {
    const targets = [...this.clients].filter((c) => c.account?.id === account.id);
    if (targets.length === 0) return;
    const ts = this.deps.now();
    const messages: PrivateMessage[] = [];
    if (update.orders && update.orders.length > 0) {
      const data = update.orders.flatMap((o) => {
        const market = this.deps.simulator.market(o.market, o.symbol);
        return market ? [orderView(o, market, account.demo)] : [];
      });
      messages.push({ channel: 'orders', demo: account.demo, ts, data });
    }
    for (const wallet of update.wallets ?? ([] as Wallet[])) {
      messages.push({ channel: 'balances', demo: account.demo, ts, data: { wallet, balances: this.deps.store.balances(account.id, wallet) } });
    }
    if (update.positions) {
      const data = this.deps.store.positions(account.id).flatMap((p) => {
        const market = this.deps.simulator.market('futures', p.symbol);
        return market ? [positionView(p, market, this.deps.store)] : [];
      });
      messages.push({ channel: 'positions', demo: account.demo, ts, data });
    }
    for (const message of messages) {
      const text = JSON.stringify(message);
      for (const client of targets) if (client.subs.has(message.channel)) this.send(client, text);
    }
  }

  private publish(market: Market, changes: MarketChanges): void {
    const base = { market: market.kind, symbol: market.symbol, ts: this.deps.simulator.now };
    if (changes.book) {
      this.broadcast(`book:${market.kind}:${market.symbol}`, () => ({
        channel: 'book', ...base, action: 'update', seq: changes.book?.seq ?? 0, prevSeq: changes.book?.prevSeq ?? 0,
        data: { bids: market.levels(changes.book?.bids ?? []), asks: market.levels(changes.book?.asks ?? []) },
      } satisfies BookMessage));
    }
    if (changes.trades.length > 0) {
      this.broadcast(`trades:${market.kind}:${market.symbol}`, () => ({ channel: 'trades', ...base, data: changes.trades.map((t) => market.trade(t)) } satisfies TradesMessage));
    }
    for (const interval of changes.candles) {
      this.broadcast(`candle:${market.kind}:${market.symbol}:${interval}`, () => {
        const candle = market.candles.current(interval);
        return candle ? ({ channel: 'candle', ...base, interval, data: market.candle(candle) } satisfies CandleMessage) : null;
      });
    }
    const last = this.lastTicker.get(market) ?? 0;
    if (base.ts - last >= TICKER_EVERY_MS && this.byKey.get(`ticker:${market.kind}:${market.symbol}`)?.size) {
      this.lastTicker.set(market, base.ts);
      this.broadcast(`ticker:${market.kind}:${market.symbol}`, () => ({ channel: 'ticker', ...base, data: market.ticker(base.ts) } satisfies TickerMessage));
    }
  }

  /** Serialised once, only when someone listens. */
  private broadcast(key: string, build: () => ServerMessage | null): void {
    const listeners = this.byKey.get(key);
    if (!listeners || listeners.size === 0) return;
    const message = build();
    if (!message) return;
    const text = JSON.stringify(message);
    for (const client of listeners) this.send(client, text);
  }

  private send(client: Client, text: string): void {
    if (client.socket.readyState !== OPEN) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.socket.close(1013, 'Too slow to follow the stream');
      this.detach(client);
      return;
    }
    client.socket.send(text);
    this.messagesSent += 1;
  }

  private reply(client: Client, message: ServerMessage): void {
    this.send(client, JSON.stringify(message));
  }

  private receive(client: Client, text: string): void {
    const message = parseClientMessage(text);
    if ('error' in message) return this.reply(client, { event: 'error', code: CODES.invalidParameter, msg: message.error });
    switch (message.op) {
      case 'ping':
        return this.reply(client, { op: 'pong', ts: this.deps.now() });
      case 'login':
        return this.login(client, message.token);
      case 'logout':
        client.account = undefined;
        return this.reply(client, { event: 'logout' });
      case 'subscribe':
        for (const arg of message.args) this.subscribe(client, arg);
        return undefined;
      case 'unsubscribe':
        for (const arg of message.args) {
          const key = channelKey(arg);
          client.subs.delete(key);
          this.byKey.get(key)?.delete(client);
          this.reply(client, { event: 'unsubscribed', arg });
        }
        return undefined;
    }
  }

  private login(client: Client, token: string): void {
    const grant = this.deps.tokens.take(token, this.deps.now());
    if (!grant || grant.sessionToken !== client.sessionToken || !this.deps.sessionLive(grant.sessionToken)) {
      return this.reply(client, { event: 'error', code: CODES.ticketExpired, msg: 'The socket token is unknown, used, expired or not of this session; ask wsToken for a new one' });
    }
    client.account = this.deps.account(grant.userId, grant.demo);
    this.reply(client, { event: 'login', userId: grant.userId, demo: grant.demo });
  }

  private subscribe(client: Client, arg: ChannelArg): void {
    if (!('market' in arg)) {
      if (!client.account) return this.reply(client, { event: 'error', code: CODES.sessionInvalid, msg: `Log in first ({"op":"login","token":...}) to follow ${arg.channel}`, arg });
      client.subs.add(arg.channel);
      return this.reply(client, { event: 'subscribed', arg });
    }
    const market = this.deps.simulator.market(arg.market, arg.symbol);
    if (!market) return this.reply(client, { event: 'error', code: CODES.symbolUnknown, msg: `${arg.symbol} is not a ${arg.market} symbol here`, arg });
    const key = channelKey(arg);
    client.subs.add(key);
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(client);
    this.reply(client, { event: 'subscribed', arg });
    this.initial(client, market, arg);
  }

  /** What a new subscriber needs before the first change: the state now. */
  private initial(client: Client, market: Market, arg: PublicArg): void {
    const base = { market: market.kind, symbol: market.symbol, ts: this.deps.simulator.now };
    if (arg.channel === 'ticker') this.reply(client, { channel: 'ticker', ...base, data: market.ticker(base.ts) });
    if (arg.channel === 'trades') this.reply(client, { channel: 'trades', ...base, data: market.recentTrades(50).reverse() });
    if (arg.channel === 'book') {
      const snapshot = market.snapshot();
      this.reply(client, { channel: 'book', ...base, action: 'snapshot', seq: snapshot.seq, prevSeq: 0, data: { bids: snapshot.bids, asks: snapshot.asks } });
    }
    if (arg.channel === 'candle' && arg.interval) {
      const candle = market.candles.current(arg.interval);
      if (candle) this.reply(client, { channel: 'candle', ...base, interval: arg.interval, data: market.candle(candle) });
    }
  }

  private detach(client: Client): void {
    this.clients.delete(client);
    for (const key of client.subs) this.byKey.get(key)?.delete(client);
  }

  private heartbeat(): void {
    const now = Date.now();
    for (const client of [...this.clients]) {
      if (now - client.lastSeen > this.options.idleMs) {
        client.socket.terminate();
        this.detach(client);
        continue;
      }
      if (client.account && client.sessionToken && !this.deps.sessionLive(client.sessionToken)) {
        client.account = undefined;
        this.reply(client, { event: 'error', code: CODES.sessionInvalid, msg: 'The session ended; the socket is logged out' });
      }
      if (client.socket.readyState === OPEN) client.socket.ping();
    }
  }
}
