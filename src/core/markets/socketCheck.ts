// Every frame of the market socket is checked at the edge as REST answers are (wireCheck.ts):
// a frame that does not fit is dropped and counted, never handed to a screen. Lists keep their
// good records (a trade list holding null loses only the null); a book message loses nothing
// quietly: one bad level drops the whole message, and the book's sequence rule then fetches a
// fresh snapshot, since a book with a level missing would be wrong without saying so.
import { isCandleInterval } from './intervals';
import { type BookMessage, type ChannelArg, type PrivateMessage, type PublicMessage, type ServerMessage, PRIVATE_CHANNELS, PUBLIC_CHANNELS, parseChannelArg } from './messages';
import { isMarketKind } from './symbols';
import type { Wallet } from './trading';
import { type WireDrops, boolean, count, field, oneOf, parseBalance, parseCandle, parseOrder, parsePosition, parseTicker, parseTrade, readLevels, readList } from './wireCheck';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole-millisecond `ts` is kept; a mistyped one is dropped alone (nothing on screen reads it). */
function withTs<T extends object>(message: T, ts: unknown, what: string, drops: WireDrops): T & { ts?: number } {
  if (count(ts)) return { ...message, ts: ts as number };
  if (ts !== undefined) drops.dropField(what, 'ts');
  return message;
}

/** Counts a dropped frame of this kind and gives the null that stands for it. */
const dropper = (drops: WireDrops, what: string) => (why: string): null => {
  drops.dropRecord(what, why);
  return null;
};

function readEvent(m: Record<string, unknown>, drops: WireDrops): ServerMessage | null {
  const drop = dropper(drops, 'socket event');
  if (m.event === 'logout') return { event: 'logout' };
  if (m.event === 'login') {
    return typeof m.userId === 'string' && boolean(m.demo) ? { event: 'login', userId: m.userId, demo: m.demo as boolean } : drop('login');
  }
  if (m.event === 'subscribed' || m.event === 'unsubscribed') {
    const arg = parseChannelArg(m.arg);
    return typeof arg === 'string' ? drop('arg') : { event: m.event, arg };
  }
  if (m.event === 'error') {
    if (typeof m.code !== 'string' || typeof m.msg !== 'string') return drop('error');
    if (m.arg === undefined) return { event: 'error', code: m.code, msg: m.msg };
    const arg: ChannelArg | string = parseChannelArg(m.arg);
    return typeof arg === 'string' ? drop('arg') : { event: 'error', code: m.code, msg: m.msg, arg };
  }
  return drop('event');
}

function readPublic(m: Record<string, unknown>, drops: WireDrops): PublicMessage | null {
  const channel = m.channel as PublicMessage['channel'];
  const what = `${channel} message`;
  const drop = dropper(drops, what);
  if (!isMarketKind(m.market)) return drop('market');
  if (typeof m.symbol !== 'string' || !/^[A-Z0-9]{2,24}$/.test(m.symbol)) return drop('symbol');
  const base = { market: m.market, symbol: m.symbol };
  switch (channel) {
    case 'ticker': {
      const data = parseTicker(m.data, drops);
      return data ? withTs({ channel, ...base, data }, m.ts, what, drops) : drop('data');
    }
    case 'candle': {
      if (!isCandleInterval(m.interval)) return drop('interval');
      const data = parseCandle(m.data, drops);
      return data ? withTs({ channel, ...base, interval: m.interval, data }, m.ts, what, drops) : drop('data');
    }
    case 'trades': {
      const data = readList(m.data, parseTrade, drops, 'trades');
      return data ? withTs({ channel, ...base, data }, m.ts, what, drops) : drop('data');
    }
    case 'book': {
      const action = m.action;
      if (!oneOf('snapshot', 'update')(action)) return drop('action');
      if (!count(m.seq) || !count(m.prevSeq)) return drop('seq');
      const before = drops.records;
      const bids = readLevels(field(m.data, 'bids'), drops);
      const asks = readLevels(field(m.data, 'asks'), drops);
      if (!bids || !asks || drops.records !== before) return drop('levels');
      const message: BookMessage = { channel, ...base, action: action as BookMessage['action'], seq: m.seq as number, prevSeq: m.prevSeq as number, data: { bids, asks } };
      return withTs(message, m.ts, what, drops);
    }
  }
}

function readPrivate(m: Record<string, unknown>, drops: WireDrops): PrivateMessage | null {
  const channel = m.channel as PrivateMessage['channel'];
  const what = `${channel} message`;
  const drop = dropper(drops, what);
  if (!boolean(m.demo)) return drop('demo');
  const demo = m.demo as boolean;
  switch (channel) {
    case 'orders': {
      const data = readList(m.data, parseOrder, drops, 'orders');
      return data ? withTs({ channel, demo, data }, m.ts, what, drops) : drop('data');
    }
    case 'positions': {
      const data = readList(m.data, parsePosition, drops, 'positions');
      return data ? withTs({ channel, demo, data }, m.ts, what, drops) : drop('data');
    }
    case 'balances': {
      const wallet = field(m.data, 'wallet');
      const balances = readList(field(m.data, 'balances'), parseBalance, drops, 'balances');
      if ((wallet !== 'spot' && wallet !== 'futures') || !balances) return drop('data');
      return withTs({ channel, demo, data: { wallet: wallet as Wallet, balances } }, m.ts, what, drops);
    }
  }
}

/** A frame of the market socket as the client may use it, or null (counted in `drops`) when it does not fit. */
export function readServerMessage(frame: unknown, drops: WireDrops): ServerMessage | null {
  if (typeof frame !== 'string') {
    drops.dropRecord('socket frame', 'not text');
    return null;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(frame);
  } catch {
    drops.dropRecord('socket frame', 'not JSON');
    return null;
  }
  if (!isRecord(raw)) {
    drops.dropRecord('socket frame', 'not an object');
    return null;
  }
  if ('event' in raw) return readEvent(raw, drops);
  if (raw.op === 'pong') {
    if (count(raw.ts)) return { op: 'pong', ts: raw.ts as number };
    drops.dropRecord('pong', 'ts');
    return null;
  }
  if ((PUBLIC_CHANNELS as readonly unknown[]).includes(raw.channel)) return readPublic(raw, drops);
  if ((PRIVATE_CHANNELS as readonly unknown[]).includes(raw.channel)) return readPrivate(raw, drops);
  drops.dropRecord('socket frame', 'channel');
  return null;
}
