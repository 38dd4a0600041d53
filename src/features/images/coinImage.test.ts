import { describe, expect, it } from 'vitest';
import { baseAsset, coinImagePath } from './coinImage';

describe('coin images', () => {
  it.each([['BTCUSDT', 'BTC'], ['ETHUSDT', 'ETH'], ['ETHBTC', 'ETH'], ['SOLUSDC', 'SOL'], ['USDT', 'USDT'], ['XYZ', 'XYZ']])('%s shows the badge of %s', (pair, coin) => {
    expect(baseAsset(pair)).toBe(coin);
  });

  it('names the badge under /images/', () => {
    expect(coinImagePath('btc')).toBe('/images/coins/BTC.svg');
  });
});
