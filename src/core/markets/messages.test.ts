import { describe, expect, it } from 'vitest';
import { bucketStart } from './intervals';
import { applyBookMessage, applyBuffered, channelKey, emptyBook, parseClientMessage, sortedLevels } from './messages';

const update = (seq: number, prevSeq: number, bids: [string, string][] = [], asks: [string, string][] = []) =>
  ({ action: 'update' as const, seq, prevSeq, data: { bids, asks } });

describe('client messages', () => {
  it('accepts the documented shapes and explains the rest', () => {
    expect(parseClientMessage('{"op":"subscribe","args":[{"channel":"candle","market":"spot","symbol":"BTCUSDT","interval":"1h"}]}'))
      .toEqual({ op: 'subscribe', args: [{ channel: 'candle', market: 'spot', symbol: 'BTCUSDT', interval: '1h' }] });
    expect(parseClientMessage('{"op":"subscribe","args":[{"channel":"orders"}]}')).toEqual({ op: 'subscribe', args: [{ channel: 'orders' }] });
    expect(parseClientMessage('{"op":"ping"}')).toEqual({ op: 'ping' });
    for (const bad of ['nope', '[]', '{"op":"dance"}', '{"op":"subscribe","args":[]}', '{"op":"subscribe","args":[{"channel":"book","market":"margin","symbol":"BTCUSDT"}]}',
      '{"op":"subscribe","args":[{"channel":"candle","market":"spot","symbol":"BTCUSDT","interval":"2m"}]}', '{"op":"login"}']) {
      expect(parseClientMessage(bad)).toHaveProperty('error');
    }
    expect(channelKey({ channel: 'book', market: 'futures', symbol: 'ETHUSDT' })).toBe('book:futures:ETHUSDT');
  });
});

describe('book sequence rule', () => {
  it('applies contiguous updates, reports a gap and ignores stale ones', () => {
    const book = emptyBook();
    applyBookMessage(book, { action: 'snapshot', seq: 10, prevSeq: 0, data: { bids: [['100', '1'], ['99', '2']], asks: [['101', '1']] } });
    expect(applyBookMessage(book, update(11, 10, [['100', '0'], ['98', '3']]))).toBe('applied');
    expect(sortedLevels(book, 'bids')).toEqual([['99', '2'], ['98', '3']]);
    expect(applyBookMessage(book, update(11, 10))).toBe('stale');
    expect(applyBookMessage(book, update(13, 12, [['97', '1']]))).toBe('gap');
    expect(book.seq).toBe(11);
    expect(book.bids.has('97')).toBe(false);
  });
});

describe('resynchronising', () => {
  it('skips what the snapshot holds, applies the rest and reports a new gap', () => {
    const book = emptyBook();
    applyBookMessage(book, { action: 'snapshot', seq: 20, prevSeq: 0, data: { bids: [['100', '1']], asks: [] } });
    expect(applyBuffered(book, [update(19, 18, [['100', '9']]), update(21, 19, [['99', '1']]), update(22, 21, [['98', '1']])])).toBe('applied');
    expect(book.seq).toBe(22);
    expect(sortedLevels(book, 'bids')).toEqual([['100', '1'], ['99', '1'], ['98', '1']]);
    expect(applyBuffered(book, [update(25, 24, [['97', '1']])])).toBe('gap');
    expect(book.seq).toBe(22);
  });
});

describe('candle buckets', () => {
  it('aligns weeks to Monday 00:00 UTC', () => {
    const wednesday = Date.UTC(2025, 0, 8, 15, 30);
    expect(new Date(bucketStart(wednesday, '1W')).toISOString()).toBe('2025-01-06T00:00:00.000Z');
    expect(new Date(bucketStart(wednesday, '4h')).toISOString()).toBe('2025-01-08T12:00:00.000Z');
  });
});
