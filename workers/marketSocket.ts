// One WebSocket to the gateway's market stream (docs/protocol.md, WebSocket /v1/ws) that keeps
// itself alive: it subscribes what screens ask for, reconnects with backoff after a drop, treats a
// silent socket as dead (a phone waking, a NAT timeout: the browser may not notice for minutes),
// resubscribes everything after reconnecting, and logs the private channels in with a fresh token
// for the account of the current mode.
// It runs in the market worker (marketService.ts); the page never holds the socket.
import { type AccountWanted, type ConnectionStatus, IDLE_STATUS } from '../src/core/markets/feedProtocol';
import { type ChannelArg, type ServerMessage, channelKey, MAX_ARGS_PER_MESSAGE } from '../src/core/markets/messages';
import { PING_EVERY_MS, SILENCE_LIMIT_MS, reconnectDelay } from '../src/core/markets/reconnect';
import { readServerMessage } from '../src/core/markets/socketCheck';
import { WireDrops } from '../src/core/markets/wireCheck';
import { CODES } from '../src/core/protocol/codes';

export type { AccountWanted, ConnectionStatus };

/** The part of the browser's WebSocket this module uses, so tests can drive a fake one. */
export type SocketLike = Pick<WebSocket, 'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose' | 'onerror'>;

export interface SocketDeps {
  readonly url: () => string;
  readonly open: (url: string) => SocketLike;
  /** A one-use login token for the account of the current mode. */
  readonly token: () => Promise<{ token: string; demo: boolean }>;
  readonly now: () => number;
  readonly setTimer: (fn: () => void, ms: number) => unknown;
  readonly clearTimer: (handle: unknown) => void;
  readonly random?: () => number;
  /** Told what the check of a frame dropped (the page logs it). */
  readonly reportDrops?: (drops: WireDrops) => void;
}

type Listener = (message: ServerMessage) => void;

interface Subscription {
  readonly arg: ChannelArg;
  readonly listeners: Set<Listener>;
}

const OPEN = 1;
/** With no subscription left, the socket closes after this, so moving between screens keeps it. */
const LINGER_MS = 10_000;
const WATCH_EVERY_MS = 2_000;
/** A wake-up (tab shown, network back) finds a socket silent this long and replaces it at once. */
const WAKE_SILENCE_MS = 5_000;

const isPrivate = (arg: ChannelArg): boolean => !('market' in arg);

function routeKey(message: ServerMessage): string | null {
  if (!('channel' in message)) return null;
  if (message.channel === 'orders' || message.channel === 'positions' || message.channel === 'balances') return message.channel;
  if (message.channel === 'candle') return channelKey({ channel: 'candle', market: message.market, symbol: message.symbol, interval: message.interval });
  return channelKey({ channel: message.channel, market: message.market, symbol: message.symbol });
}

export class MarketSocket {
  private socket: SocketLike | null = null;
  private readonly subs = new Map<string, Subscription>();
  private readonly statusListeners = new Set<(status: ConnectionStatus) => void>();
  private status: ConnectionStatus = IDLE_STATUS;
  private retryTimer: unknown = null;
  private lingerTimer: unknown = null;
  private watchTimer: unknown = null;
  private lastPingAt = 0;
  private wanted: AccountWanted = { signedIn: false };
  /** The account this socket is logged in to, and a login under way (its token request's number). */
  private loggedIn: { readonly demo: boolean } | null = null;
  private loginRound = 0;
  private loginPending = false;
  /** The gateway refused the session (00004): no login again until the account wanted changes. */
  private sessionRefused = false;
  private loginRetries = 0;

  constructor(private readonly deps: SocketDeps) {}

  get connection(): ConnectionStatus {
    return this.status;
  }

  onStatus(listener: (status: ConnectionStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  subscribe(arg: ChannelArg, listener: Listener): () => void {
    const key = channelKey(arg);
    let sub = this.subs.get(key);
    if (!sub) {
      sub = { arg, listeners: new Set() };
      this.subs.set(key, sub);
      this.sendSubscriptions('subscribe', [arg]);
    }
    sub.listeners.add(listener);
    this.ensureOpen();
    // The first private channel on an open socket is what a login waits for.
    if (isPrivate(arg)) this.maybeLogin();
    return () => this.unsubscribe(key, listener);
  }

  /** Sets whose private channels this socket carries; a change of mode logs in again. */
  setAccount(wanted: AccountWanted): void {
    const same = wanted.signedIn === this.wanted.signedIn
      && (!wanted.signedIn || (this.wanted.signedIn && wanted.demo === this.wanted.demo && wanted.userId === this.wanted.userId));
    if (same) return;
    this.wanted = wanted;
    this.sessionRefused = false;
    if (this.loggedIn) {
      this.send({ op: 'logout' });
      this.loggedIn = null;
    }
    this.loginRound += 1;
    this.loginPending = false;
    this.maybeLogin();
  }

  /** The page woke (shown again, network back): a socket that went quiet is replaced now, not after the silence limit. */
  wake(): void {
    if (this.subs.size === 0) return;
    const silentFor = this.deps.now() - this.status.lastMessageAt;
    if (this.status.state === 'open' && silentFor < WAKE_SILENCE_MS) return;
    if (this.status.state === 'connecting') return;
    this.restart(0);
  }

  private unsubscribe(key: string, listener: Listener): void {
    const sub = this.subs.get(key);
    if (!sub) return;
    sub.listeners.delete(listener);
    if (sub.listeners.size > 0) return;
    this.subs.delete(key);
    if (!isPrivate(sub.arg) || this.loggedIn) this.sendSubscriptions('unsubscribe', [sub.arg]);
    if (this.subs.size === 0) this.lingerThenClose();
  }

  private ensureOpen(): void {
    if (this.lingerTimer !== null) {
      this.deps.clearTimer(this.lingerTimer);
      this.lingerTimer = null;
    }
    if (this.socket || this.retryTimer !== null) return;
    this.connect();
  }

  private connect(): void {
    this.setStatus({ state: 'connecting' });
    const socket = this.deps.open(this.deps.url());
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      // A new socket gets the stale limit's grace before its first push is due.
      this.setStatus({ state: 'open', attempt: 0, lastMessageAt: this.deps.now(), lastDataAt: this.deps.now() });
      this.lastPingAt = this.deps.now();
      this.sendSubscriptions('subscribe', [...this.subs.values()].map((s) => s.arg).filter((a) => !isPrivate(a)));
      this.maybeLogin();
      this.watch();
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.dropped();
    };
    socket.onerror = () => undefined;
  }

  private receive(data: unknown): void {
    this.status = { ...this.status, lastMessageAt: this.deps.now() };
    // Checked at the edge like a REST answer: a frame that does not fit never reaches a screen.
    const drops = new WireDrops();
    const message = readServerMessage(data, drops);
    if (!drops.empty) this.deps.reportDrops?.(drops);
    if (message === null) return;
    if ('event' in message) {
      this.onEvent(message);
      return;
    }
    const key = routeKey(message);
    if (key === null) return;
    this.status = { ...this.status, lastDataAt: this.status.lastMessageAt };
    // A private message for the other account (one sent just before a mode switch) is not this screen's.
    if ('demo' in message && (this.loggedIn === null || message.demo !== this.loggedIn.demo)) return;
    const sub = this.subs.get(key);
    if (!sub) return;
    for (const listener of [...sub.listeners]) listener(message);
  }

  private onEvent(message: Extract<ServerMessage, { event: string }>): void {
    if (message.event === 'login') {
      const wanted = this.wanted;
      if (!wanted.signedIn || wanted.demo !== message.demo) return;
      this.loggedIn = { demo: message.demo };
      this.loginPending = false;
      this.loginRetries = 0;
      this.sendSubscriptions('subscribe', [...this.subs.values()].map((s) => s.arg).filter(isPrivate));
      return;
    }
    if (message.event === 'logout') {
      this.loggedIn = null;
      this.maybeLogin();
      return;
    }
    if (message.event === 'error' && !message.arg) {
      // Login refused: a used or expired token (00013) is tried again with a new one; an ended session (00004) is not.
      this.loginPending = false;
      this.loggedIn = null;
      if (message.code === CODES.sessionInvalid) this.sessionRefused = true;
      else this.scheduleLoginRetry();
    }
  }

  private maybeLogin(): void {
    const wanted = this.wanted;
    if (!wanted.signedIn || this.sessionRefused || this.loggedIn || this.loginPending) return;
    if (!this.socket || this.socket.readyState !== OPEN) return;
    if (![...this.subs.values()].some((s) => isPrivate(s.arg))) return;
    this.loginPending = true;
    const round = this.loginRound;
    const socket = this.socket;
    this.deps.token().then(
      ({ token, demo }) => {
        if (round !== this.loginRound || this.socket !== socket || !this.wanted.signedIn || this.wanted.demo !== demo) {
          this.loginPending = false;
          this.maybeLogin();
          return;
        }
        this.send({ op: 'login', token });
      },
      () => {
        this.loginPending = false;
        this.scheduleLoginRetry();
      },
    );
  }

  private scheduleLoginRetry(): void {
    const round = this.loginRound;
    this.deps.setTimer(() => {
      if (round === this.loginRound) this.maybeLogin();
    }, reconnectDelay(this.loginRetries++, this.deps.random));
  }

  private sendSubscriptions(op: 'subscribe' | 'unsubscribe', args: ChannelArg[]): void {
    const sendable = op === 'subscribe' ? args.filter((a) => !isPrivate(a) || this.loggedIn) : args;
    for (let i = 0; i < sendable.length; i += MAX_ARGS_PER_MESSAGE) {
      this.send({ op, args: sendable.slice(i, i + MAX_ARGS_PER_MESSAGE) });
    }
  }

  private send(message: object): void {
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private watch(): void {
    if (this.watchTimer !== null) return;
    const tick = () => {
      this.watchTimer = null;
      if (!this.socket || this.status.state !== 'open') return;
      const now = this.deps.now();
      if (now - this.status.lastMessageAt > SILENCE_LIMIT_MS) {
        this.restart(this.status.attempt);
        return;
      }
      if (now - this.lastPingAt >= PING_EVERY_MS) {
        this.lastPingAt = now;
        this.send({ op: 'ping' });
      }
      this.watchTimer = this.deps.setTimer(tick, WATCH_EVERY_MS);
    };
    this.watchTimer = this.deps.setTimer(tick, WATCH_EVERY_MS);
  }

  /** Drops the current socket (if any) and connects again after the attempt's delay (0: now). */
  private restart(attempt: number): void {
    this.discardSocket();
    this.scheduleConnect(attempt, attempt === 0 ? 0 : reconnectDelay(attempt - 1, this.deps.random));
  }

  private dropped(): void {
    this.discardSocket();
    if (this.subs.size === 0) {
      this.setStatus({ state: 'idle' });
      return;
    }
    const attempt = this.status.attempt;
    this.scheduleConnect(attempt + 1, reconnectDelay(attempt, this.deps.random));
  }

  private scheduleConnect(attempt: number, delay: number): void {
    if (this.retryTimer !== null) this.deps.clearTimer(this.retryTimer);
    this.setStatus({ state: 'waiting', attempt });
    this.retryTimer = this.deps.setTimer(() => {
      this.retryTimer = null;
      if (this.subs.size > 0) this.connect();
      else this.setStatus({ state: 'idle' });
    }, delay);
  }

  private discardSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.loggedIn = null;
    this.loginPending = false;
    this.loginRound += 1;
    if (this.watchTimer !== null) {
      this.deps.clearTimer(this.watchTimer);
      this.watchTimer = null;
    }
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close();
      } catch {
        // Closing a socket that never opened can throw in some browsers; it is gone either way.
      }
    }
  }

  private lingerThenClose(): void {
    if (this.lingerTimer !== null) return;
    this.lingerTimer = this.deps.setTimer(() => {
      this.lingerTimer = null;
      if (this.subs.size > 0) return;
      this.discardSocket();
      if (this.retryTimer !== null) {
        this.deps.clearTimer(this.retryTimer);
        this.retryTimer = null;
      }
      this.setStatus({ state: 'idle', attempt: 0 });
    }, LINGER_MS);
  }

  private setStatus(change: Partial<ConnectionStatus>): void {
    this.status = { ...this.status, ...change };
    for (const listener of [...this.statusListeners]) listener(this.status);
  }
}
