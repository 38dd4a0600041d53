// Daily interest rates per coin (docs/protocol.md, Margin trading), as units of 1e-8 ("0.0002" is
// 20000). Test control overrides them; the overrides are stored so a restart keeps them.
import { ASSET_DECIMALS, formatUnits } from '../../src/core/markets/decimal';
import type { MarginRate } from '../../src/core/margin/wire';
import { hourlyRateText } from './arithmetic';
import { MARGIN_COINS } from './scope';
import type { MarginStore } from './store';

const DEFAULT_DAILY_RATES: Readonly<Record<string, bigint>> = { USDT: 20_000n, USDC: 20_000n, BTC: 5_000n, ETH: 10_000n };
const OTHER_COINS_DAILY_RATE = 30_000n;

export const RATE_DECIMALS = ASSET_DECIMALS;

export function dailyRate(store: MarginStore, asset: string): bigint {
  return store.rateOverride(asset) ?? DEFAULT_DAILY_RATES[asset] ?? OTHER_COINS_DAILY_RATE;
}

export function rateView(store: MarginStore, asset: string): MarginRate {
  const rate = dailyRate(store, asset);
  return { asset, dailyRate: formatUnits(rate, RATE_DECIMALS), hourlyRate: hourlyRateText(rate) };
}

export const allRates = (store: MarginStore): MarginRate[] => MARGIN_COINS.map((asset) => rateView(store, asset));
