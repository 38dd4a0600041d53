import { describe, expect, it } from 'vitest';
import type { Trade } from './messages';
import { withTrades } from './recentTrades';

const trade = (id: number): Trade => ({ tradeId: String(id), price: '100', amount: '1', side: 'buy', time: id });

describe('withTrades', () => {
  it('lists new trades newest first, once each, up to the cap', () => {
    const first = withTrades([], [trade(1), trade(2)], 3);
    expect(first?.map((t) => t.tradeId)).toEqual(['2', '1']);
    const next = withTrades(first ?? [], [trade(2), trade(3), trade(3), trade(4)], 3);
    expect(next?.map((t) => t.tradeId)).toEqual(['4', '3', '2']);
  });

  it('is null when a message holds nothing new (a replay after a reconnect)', () => {
    expect(withTrades([trade(1)], [trade(1)], 50)).toBeNull();
  });
});
