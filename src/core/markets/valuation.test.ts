import { describe, expect, it } from 'vitest';
import { assetUnits, inDisplayCurrency, unitsText, usdtPrices, valueAccount, valueWallet } from './valuation';
import type { AssetOverview } from './wireCheck';

const ticker = (symbol: string, last: string, market = 'spot') => ({ symbol, market, last });
const balance = (asset: string, available: string, locked = '0.00000000') => ({ asset, available, locked });

describe('assetUnits', () => {
  it('reads signed decimals as 8-decimal units', () => {
    expect(assetUnits('2500.00000000')).toBe(250_000_000_000n);
    expect(assetUnits('0.02')).toBe(2_000_000n);
    expect(assetUnits('-1.5')).toBe(-150_000_000n);
    expect(assetUnits('7')).toBe(700_000_000n);
  });
  it('cuts finer digits toward -∞ and refuses what is not a decimal', () => {
    expect(assetUnits('0.123456789')).toBe(12_345_678n);
    expect(assetUnits('-0.123456789')).toBe(-12_345_679n);
    expect(assetUnits('1e5')).toBeNull();
    expect(assetUnits('')).toBeNull();
    expect(assetUnits('1,5')).toBeNull();
  });
});

describe('usdtPrices', () => {
  it('takes spot last prices, perpetuals only where there is no spot pair, and USDT at 1', () => {
    const prices = usdtPrices([
      ticker('BTCUSDT', '67250.94', 'futures'),
      ticker('BTCUSDT', '67000.50'),
      ticker('ETHUSDT', '3200.1'),
      ticker('XAUUSDT', '2400', 'futures'),
      ticker('ETHBTC', '0.05'),
      ticker('DOGEUSDT', '0'),
    ]);
    expect(prices.get('BTC')).toEqual({ units: 6_700_050n, decimals: 2 });
    expect(prices.get('XAU')).toEqual({ units: 2400n, decimals: 0 });
    expect(prices.get('USDT')).toEqual({ units: 1n, decimals: 0 });
    expect(prices.has('DOGE')).toBe(false);
    expect(prices.has('ETHBTC')).toBe(false);
  });

  it('prices a coin listed only against BTC or USDC through its quote, exactly, and USDC by its USDT pair', () => {
    const prices = usdtPrices([
      ticker('SOLBTC', '0.0021590'),
      ticker('BTCUSDT', '67000.50'),
      ticker('USDCUSDT', '1.0001'),
      ticker('ARBUSDC', '0.80'),
      ticker('ETHBTC', '0.05000'),
      ticker('ETHUSDT', '3200.1'),
      ticker('FOOEUR', '3'),
    ]);
    // 0.0021590 × 67000.50, every digit kept.
    expect(prices.get('SOL')).toEqual({ units: 21_590n * 6_700_050n, decimals: 9 });
    expect(prices.get('USDC')).toEqual({ units: 10_001n, decimals: 4 });
    expect(prices.get('ARB')).toEqual({ units: 80n * 10_001n, decimals: 6 });
    // A USDT pair wins over a cross pair, whatever the order.
    expect(prices.get('ETH')).toEqual({ units: 32_001n, decimals: 1 });
    // No EUR price: the coin stays unknown rather than valued wrongly.
    expect(prices.has('FOO')).toBe(false);
  });
});

describe('valueWallet', () => {
  const prices = usdtPrices([ticker('BTCUSDT', '67000.50'), ticker('ETHUSDT', '3200.1'), ticker('DOGEUSDT', '0.123456')]);

  it('values available plus locked exactly, most valuable first', () => {
    const wallet = valueWallet([balance('USDT', '2500.00000000'), balance('BTC', '0.01500000', '0.00500000'), balance('ETH', '0.50000000')], prices);
    expect(wallet?.balances.map((b) => [b.asset, unitsText(b.total), b.value === null ? null : unitsText(b.value)])).toEqual([
      ['USDT', '2500.00000000', '2500.00000000'],
      ['ETH', '0.50000000', '1600.05000000'],
      ['BTC', '0.02000000', '1340.01000000'],
    ]);
    expect(unitsText(wallet!.value)).toBe('5440.06000000');
    expect(wallet?.unpriced).toEqual([]);
  });

  it('rounds a value finer than 8 decimals down', () => {
    const wallet = valueWallet([balance('DOGE', '0.00000003')], prices);
    // 0.00000003 × 0.123456 = 0.00000000370368 → 0
    expect(wallet?.value).toBe(0n);
  });

  it('lists an asset without a price as unknown instead of counting it as zero', () => {
    const wallet = valueWallet([balance('USDT', '10'), balance('LUNA', '5')], prices);
    expect(wallet?.unpriced).toEqual(['LUNA']);
    expect(unitsText(wallet!.value)).toBe('10.00000000');
    expect(wallet?.balances.at(-1)).toMatchObject({ asset: 'LUNA', value: null });
  });

  it('counts nothing held as worth nothing, priced or not', () => {
    const wallet = valueWallet([balance('LUNA', '0')], prices);
    expect(wallet?.unpriced).toEqual([]);
    expect(wallet?.balances[0]?.value).toBe(0n);
  });

  it('refuses a balance whose amount is not a decimal', () => {
    expect(valueWallet([balance('USDT', 'lots')], prices)).toBeNull();
  });
});

describe('valueAccount', () => {
  const overview = (futures: Partial<AssetOverview['futures']> = {}): AssetOverview => ({
    demo: false,
    spot: { balances: [balance('USDT', '2500'), balance('BTC', '0.02'), balance('ETH', '0.5')] },
    futures: { balances: [balance('USDT', '900', '50')], positionMargin: '40', unrealizedPnl: '-12.5', equity: '977.5', ...futures },
  });
  const prices = usdtPrices([ticker('BTCUSDT', '60000'), ticker('ETHUSDT', '3000')]);

  it('adds the spot value and the futures equity', () => {
    const account = valueAccount(overview(), prices)!;
    expect(unitsText(account.spot.value)).toBe('5200.00000000');
    expect(account.futures).toEqual({ available: 90_000_000_000n, locked: 5_000_000_000n, positionMargin: 4_000_000_000n, unrealizedPnl: -1_250_000_000n, equity: 97_750_000_000n });
    expect(unitsText(account.total)).toBe('6177.50000000');
  });

  it('reads a futures wallet without USDT as empty', () => {
    const account = valueAccount({ ...overview(), futures: { balances: [], positionMargin: '0', unrealizedPnl: '0', equity: '0' } }, prices)!;
    expect(account.futures.available).toBe(0n);
    expect(unitsText(account.total)).toBe('5200.00000000');
  });

  it('carries the unpriced assets and refuses a malformed figure', () => {
    const withUnknown = { ...overview(), spot: { balances: [balance('USDT', '1'), balance('XYZ', '3')] } };
    expect(valueAccount(withUnknown, prices)?.unpriced).toEqual(['XYZ']);
    expect(valueAccount(overview({ equity: 'NaN' }), prices)).toBeNull();
  });
});

describe('inDisplayCurrency', () => {
  it('converts through the rate, and stays in USDT without one', () => {
    expect(inDisplayCurrency(250_000_000_000n, 'EUR', { usdt_eur: '0.9' })).toEqual({ currency: 'EUR', amount: 2250 });
    expect(inDisplayCurrency(250_000_000_000n, 'AED', { usdt_eur: '0.9' })).toEqual({ currency: 'USDT', amount: 2500 });
  });
});
