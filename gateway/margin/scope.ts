// Which margin account a call acts on, and the wallet its balances live in: 'margin' for the cross
// account, 'margin:BTCUSDT' for the isolated account of BTCUSDT (gateway/db/trading.ts MarginWallet).
import { CROSS_MAX_LEVERAGE, ISOLATED_MAX_LEVERAGE, type MarginAccountMode } from '../../src/core/margin/wire';
import type { MarginWallet } from '../db/trading';
import { MARKETS, QUOTE } from '../markets/catalogue';
import type { Market } from '../markets/market';
import type { Simulator } from '../markets/simulator';

export type MarginScope =
  | { readonly mode: 'cross'; readonly market: null }
  | { readonly mode: 'isolated'; readonly market: Market };

export const CROSS: MarginScope = { mode: 'cross', market: null };

/** Coins open to margin: USDT and every coin with a USDT spot pair, which gives its index price. */
export const MARGIN_COINS: readonly string[] = [QUOTE, ...MARKETS.filter((m) => m.kind === 'spot' && m.quote === QUOTE).map((m) => m.base)];

export const isMarginCoin = (asset: string): boolean => MARGIN_COINS.includes(asset);

/** A pair is open to margin (cross and isolated) when both its coins are. */
export const isMarginPair = (market: Market): boolean => market.kind === 'spot' && isMarginCoin(market.params.base) && isMarginCoin(market.params.quote);

export const walletOf = (scope: MarginScope): MarginWallet => (scope.mode === 'cross' ? 'margin' : `margin:${scope.market.symbol}`);

export function scopeOfWallet(simulator: Simulator, wallet: MarginWallet): MarginScope {
  if (wallet === 'margin') return CROSS;
  const market = simulator.market('spot', wallet.slice('margin:'.length));
  if (!market) throw new Error(`margin wallet of an unknown pair: ${wallet}`);
  return { mode: 'isolated', market };
}

export const maxLeverage = (mode: MarginAccountMode): number => (mode === 'cross' ? CROSS_MAX_LEVERAGE : ISOLATED_MAX_LEVERAGE);

/** The coins an account may hold: every margin coin (cross), or its pair's two (isolated). */
export const coinsOf = (scope: MarginScope): readonly string[] => (scope.mode === 'cross' ? MARGIN_COINS : [scope.market.params.base, scope.market.params.quote]);

/** The coin a liquidation sells into and buys with: USDT (cross) or the pair's quote (isolated). */
export const hubOf = (scope: MarginScope): string => (scope.mode === 'cross' ? QUOTE : scope.market.params.quote);
