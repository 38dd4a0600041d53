import { describe, expect, it } from 'vitest';
import { moneyDecimals, splitPair } from './quotes';

describe('splitPair', () => {
  it('splits a pair at its listed quote', () => {
    expect(splitPair('ETHBTC')).toEqual({ base: 'ETH', quote: 'BTC' });
    expect(splitPair('BTCUSDC')).toEqual({ base: 'BTC', quote: 'USDC' });
    expect(splitPair('USDCUSDT')).toEqual({ base: 'USDC', quote: 'USDT' });
    expect(splitPair('1000PEPEUSDT')).toEqual({ base: '1000PEPE', quote: 'USDT' });
  });
  it('gives null for a symbol no listed quote ends, or a bare quote', () => {
    expect(splitPair('BTCXYZ')).toBeNull();
    expect(splitPair('USDT')).toBeNull();
  });
});

describe('moneyDecimals', () => {
  it('shows dollar-like coins to the cent and the others in full', () => {
    expect(moneyDecimals('USDT')).toBe(2);
    expect(moneyDecimals('USDC')).toBe(2);
    expect(moneyDecimals('BTC')).toBe(8);
  });
});
