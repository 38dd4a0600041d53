// The market socket seen by screens: subscribe to a channel, get its messages, unsubscribe. One
// socket serves the page (marketSocket.ts keeps it alive); this module gives it the browser.
import type { PrivateChannel, PrivateMessage, PublicArg, PublicMessage } from '../../core/markets/messages';
import { MARKET_WS_PATH } from '../../core/markets/messages';
import { fetchWsToken } from './tradingApi';
import { type AccountWanted, type ConnectionStatus, MarketSocket } from './marketSocket';
import { reportDrops } from './wireLog';

export type { PublicMessage };

function socketUrl(): string {
  const url = new URL(MARKET_WS_PATH, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

const socket = new MarketSocket({
  url: socketUrl,
  open: (url) => new WebSocket(url),
  token: fetchWsToken,
  now: () => Date.now(),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  reportDrops: (drops) => reportDrops('socket', drops),
});

// A phone waking or a network coming back: the socket checks itself at once instead of waiting
// for the silence limit.
const wake = () => socket.wake();
addEventListener('online', wake);
addEventListener('pageshow', wake);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') wake();
});

export function subscribePublic(arg: PublicArg, listener: (message: PublicMessage) => void): () => void {
  return socket.subscribe(arg, (message) => listener(message as PublicMessage));
}

export function subscribePrivate(channel: PrivateChannel, listener: (message: PrivateMessage) => void): () => void {
  return socket.subscribe({ channel }, (message) => listener(message as PrivateMessage));
}

export function setFeedAccount(wanted: AccountWanted): void {
  socket.setAccount(wanted);
}

export function connectionStatus(): ConnectionStatus {
  return socket.connection;
}

export function onConnectionStatus(listener: (status: ConnectionStatus) => void): () => void {
  return socket.onStatus(listener);
}
