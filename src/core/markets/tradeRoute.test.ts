import { describe, expect, it } from 'vitest';
import { tradeRouteOf } from './tradeRoute';

describe('tradeRouteOf', () => {
  it('reads the market and symbol of a trading address, with or without a route locale', () => {
    expect(tradeRouteOf('/spot/BTCUSDT')).toEqual({ market: 'spot', symbol: 'BTCUSDT' });
    expect(tradeRouteOf('/de/futures/usdt/ethusdt/')).toEqual({ market: 'futures', symbol: 'ETHUSDT' });
  });

  it('is null for other addresses and for symbols the socket would refuse', () => {
    for (const path of ['/', '/spot', '/asset/spot', '/futures/ETHUSDT', '/spot/BTC-USDT', '/spot/%E0%A4%A', '/xx/spot/BTCUSDT/more']) {
      expect(tradeRouteOf(path)).toBeNull();
    }
  });
});
