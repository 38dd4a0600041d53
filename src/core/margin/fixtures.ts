// Well-formed margin answers as the contract writes them, for the checks' and the screens' tests.
import type { MarginAccount, MarginAsset } from './wire';

export const usdtAsset: MarginAsset = {
  asset: 'USDT', available: '1000.00000000', locked: '0.00000000', borrowed: '500.00000000', interest: '0.00416667', net: '499.99583333', indexPrice: '1',
};

export const crossAccount: MarginAccount = {
  mode: 'cross', symbol: null, maxLeverage: 3, assets: [usdtAsset], totalAsset: '1000.00000000', totalDebt: '500.00416667',
  netAsset: '499.99583333', marginLevel: '1.9999', risk: 'safe', demo: false,
};

export const isolatedAccount: MarginAccount = {
  ...crossAccount, mode: 'isolated', symbol: 'LTCUSDT', maxLeverage: 10,
};
