import { describe, expect, it } from 'vitest';
import { savedAtOf, snapshotAge, snapshotPath } from './offlineSnapshots';

describe('offline snapshots', () => {
  it('keys a public market GET without its timestamp', () => {
    expect(snapshotPath('GET', '/v1/mix/market/tickers?market=spot&timestamp=1&languageType=0')).toBe('/v1/mix/market/tickers?market=spot&languageType=0');
    expect(snapshotPath('GET', '/v1/mix/market/tickers?market=spot&timestamp=2&languageType=0')).toBe('/v1/mix/market/tickers?market=spot&languageType=0');
    expect(snapshotPath('GET', '/v1/mix/market/candles?market=spot&symbol=BTCUSDT&interval=1')).toBe('/v1/mix/market/candles?market=spot&symbol=BTCUSDT&interval=1');
  });

  it('keeps nothing private, signed or written', () => {
    expect(snapshotPath('POST', '/v1/mix/market/tickers')).toBeNull();
    expect(snapshotPath('GET', '/v1/user/overview/userinfo')).toBeNull();
    expect(snapshotPath('GET', '/v1/user/overview/spot/orders/open')).toBeNull();
    expect(snapshotPath('GET', '/v1/mix/market/depth?market=spot&symbol=BTCUSDT')).toBeNull();
  });

  it('reads the saved time', () => {
    expect(savedAtOf('1763715746123')).toBe(1763715746123);
    for (const bad of [null, '', 'soon', '1e12', '-5', '12.5']) expect(savedAtOf(bad)).toBeNull();
  });
});

describe('snapshot age', () => {
  it('is given in its largest whole unit', () => {
    const now = 10_000_000_000;
    expect(snapshotAge(now - 5_000, now)).toEqual({ value: -5, unit: 'second' });
    expect(snapshotAge(now - 5 * 60_000 - 10_000, now)).toEqual({ value: -5, unit: 'minute' });
    expect(snapshotAge(now - 3 * 3_600_000, now)).toEqual({ value: -3, unit: 'hour' });
    expect(snapshotAge(now - 2 * 86_400_000, now)).toEqual({ value: -2, unit: 'day' });
    expect(snapshotAge(now + 5_000, now)).toEqual({ value: -0, unit: 'second' });
  });
});
