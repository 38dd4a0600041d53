import { describe, expect, it } from 'vitest';
import { recordQuery } from './records';

describe('recordQuery', () => {
  it('sends the filters a history takes, the statuses a status filter stands for, the range, cursor and page size', () => {
    expect(recordQuery('spotOrders', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', status: 'open', from: 10, to: 20 }, '99', 50))
      .toEqual({ symbol: 'BTCUSDT', side: 'buy', type: 'limit', status: 'new,partially_filled', from: '10', to: '20', before: '99', limit: '50' });
  });

  it('leaves out what a history has no column for, and what is unset', () => {
    expect(recordQuery('ledger', { symbol: 'BTCUSDT', status: 'filled', kind: 'fee', asset: '' }, null, 500)).toEqual({ kind: 'fee', limit: '500' });
    expect(recordQuery('funding', { side: 'long', type: 'market' }, null, 50)).toEqual({ side: 'long', limit: '50' });
  });
});
