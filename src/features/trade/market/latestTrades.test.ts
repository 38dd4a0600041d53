import { describe, expect, it } from 'vitest';
import type { Trade } from '../../../core/markets/messages';
import { latestTrades } from './latestTrades';

const trade = (tradeId: string, time: number): Trade => ({ tradeId, time, price: '1', amount: '1', side: 'buy' });

describe('latestTrades', () => {
  it('puts the newest first, by time then by id, and drops repeats', () => {
    const list = latestTrades([trade('9', 1000), trade('10', 1000), trade('8', 900), trade('9', 1000), trade('11', 1100)], 10);
    expect(list.map((t) => t.tradeId)).toEqual(['11', '10', '9', '8']);
  });

  it('keeps at most the limit', () => {
    expect(latestTrades([trade('1', 1), trade('2', 2), trade('3', 3)], 2).map((t) => t.tradeId)).toEqual(['3', '2']);
    expect(latestTrades([trade('1', 1)], 0)).toEqual([]);
  });
});
