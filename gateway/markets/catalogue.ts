// The listed markets and their parameters. Tick and lot sizes follow what large exchanges use for
// these pairs. Every balance of every asset has 8 decimals (ASSET_DECIMALS: a satoshi for BTC, 1e-8
// of a USDT or USDC), so pricePrecision + amountPrecision ≤ 8 is what keeps a price times an amount
// an exact number of quote units, whatever the quote (core/markets/futuresMath.ts notional): one
// tick times one lot of ETHBTC (5 + 3 decimals) is exactly one satoshi.
import { ASSET_DECIMALS, formatUnits, parseUnits } from '../../src/core/markets/decimal';
import type { MarketKind, SymbolInfo } from '../../src/core/markets/symbols';
import { BASE_TIER } from './feeSchedule';

/** An asset's simulated price in US dollars: the markets' mids are ratios of these. */
export interface AssetParams {
  readonly asset: string;
  /** The price the simulation starts from "now"; history is generated backwards from it. */
  readonly anchorPrice: number;
  /** Annualised volatility of the price process. */
  readonly volatility: number;
}

export interface MarketParams {
  readonly symbol: string;
  readonly kind: MarketKind;
  readonly base: string;
  readonly quote: string;
  readonly pricePrecision: number;
  readonly amountPrecision: number;
  readonly minAmount: string;
  /** Smallest order value, in quote. */
  readonly minNotional: string;
  /** Typical size of one simulated taker order, in base. */
  readonly tradeSize: number;
  /** Typical size of one maker level near the top, in base. */
  readonly levelSize: number;
  /** Typical spread, in basis points of the price. */
  readonly spreadBps: number;
  /** Simulated takers a second: small markets trade less, which also keeps the simulator's CPU down. */
  readonly tradesPerSecond: number;
  /** Perpetuals: leverage from 1 to this. Spot pairs: 1. */
  readonly maxLeverage: number;
}

/** The perpetuals' margin and settlement coin, and the unit every price is finally valued in. */
export const QUOTE = 'USDT';

/** Smallest order value per quote coin: about 5 US dollars, or 0.0001 BTC as BTC markets usually ask. */
export const MIN_NOTIONAL_BY_QUOTE: Readonly<Record<string, string>> = { USDT: '5', USDC: '5', BTC: '0.0001' };

export const ASSETS: readonly AssetParams[] = [
  { asset: 'BTC', anchorPrice: 67_250, volatility: 0.55 },
  { asset: 'ETH', anchorPrice: 3_480, volatility: 0.7 },
  { asset: 'SOL', anchorPrice: 145.2, volatility: 0.9 },
  { asset: 'XRP', anchorPrice: 0.52, volatility: 0.8 },
  { asset: 'BNB', anchorPrice: 585, volatility: 0.6 },
  { asset: 'DOGE', anchorPrice: 0.152, volatility: 1 },
  { asset: 'ADA', anchorPrice: 0.452, volatility: 0.85 },
  { asset: 'AVAX', anchorPrice: 34.5, volatility: 0.95 },
  { asset: 'LINK', anchorPrice: 17.2, volatility: 0.9 },
  { asset: 'LTC', anchorPrice: 83.4, volatility: 0.7 },
  { asset: 'DOT', anchorPrice: 7.1, volatility: 0.85 },
  { asset: 'HOT', anchorPrice: 0.00215, volatility: 1.1 },
  { asset: 'YFI', anchorPrice: 7_150, volatility: 0.9 },
  { asset: 'USDC', anchorPrice: 1.0001, volatility: 0.002 },
  // The exchange's fee token (section 3's openGtFees): fees paid in it are discounted (gateway/markets/fees.ts).
  { asset: 'GT', anchorPrice: 9.6, volatility: 0.8 },
];

type Shape = Omit<MarketParams, 'symbol' | 'kind' | 'base' | 'quote' | 'minNotional' | 'maxLeverage'>;

const spot = (base: string, quote: string, shape: Shape): MarketParams => ({
  symbol: `${base}${quote}`, kind: 'spot', base, quote, minNotional: MIN_NOTIONAL_BY_QUOTE[quote] ?? '', maxLeverage: 1, ...shape,
});
const perp = (base: string, maxLeverage: number, shape: Shape): MarketParams => ({
  symbol: `${base}${QUOTE}`, kind: 'futures', base, quote: QUOTE, minNotional: MIN_NOTIONAL_BY_QUOTE[QUOTE] ?? '', maxLeverage, ...shape,
});

/** The six first bases keep their spot pair and perpetual exactly as they were listed. */
const FIRST: readonly (readonly [string, number, Omit<Shape, 'tradesPerSecond'>])[] = [
  ['BTC', 125, { pricePrecision: 2, amountPrecision: 6, minAmount: '0.00001', tradeSize: 0.04, levelSize: 0.6, spreadBps: 0.3 }],
  ['ETH', 100, { pricePrecision: 2, amountPrecision: 4, minAmount: '0.0001', tradeSize: 0.6, levelSize: 8, spreadBps: 0.5 }],
  ['SOL', 75, { pricePrecision: 3, amountPrecision: 2, minAmount: '0.01', tradeSize: 12, levelSize: 150, spreadBps: 1 }],
  ['XRP', 75, { pricePrecision: 4, amountPrecision: 1, minAmount: '1', tradeSize: 2_500, levelSize: 40_000, spreadBps: 2 }],
  ['BNB', 75, { pricePrecision: 2, amountPrecision: 3, minAmount: '0.001', tradeSize: 2, levelSize: 30, spreadBps: 1 }],
  ['DOGE', 50, { pricePrecision: 5, amountPrecision: 0, minAmount: '10', tradeSize: 9_000, levelSize: 150_000, spreadBps: 1.5 }],
];

/** Simulated takers a second of the first markets, the busiest. */
export const MAIN_TRADES_PER_SECOND: Readonly<Record<MarketKind, number>> = { spot: 3, futures: 4 };

export const MARKETS: readonly MarketParams[] = [
  ...FIRST.map(([base, , shape]) => spot(base, 'USDT', { ...shape, tradesPerSecond: MAIN_TRADES_PER_SECOND.spot })),
  spot('ADA', 'USDT', { pricePrecision: 4, amountPrecision: 1, minAmount: '1', tradeSize: 1_800, levelSize: 30_000, spreadBps: 2, tradesPerSecond: 1.5 }),
  spot('AVAX', 'USDT', { pricePrecision: 2, amountPrecision: 2, minAmount: '0.01', tradeSize: 15, levelSize: 250, spreadBps: 1.5, tradesPerSecond: 1.5 }),
  spot('LINK', 'USDT', { pricePrecision: 3, amountPrecision: 2, minAmount: '0.01', tradeSize: 30, levelSize: 500, spreadBps: 1.5, tradesPerSecond: 1.5 }),
  spot('LTC', 'USDT', { pricePrecision: 2, amountPrecision: 3, minAmount: '0.001', tradeSize: 6, levelSize: 90, spreadBps: 1.5, tradesPerSecond: 1.5 }),
  spot('DOT', 'USDT', { pricePrecision: 3, amountPrecision: 2, minAmount: '0.01', tradeSize: 70, levelSize: 1_200, spreadBps: 2, tradesPerSecond: 1 }),
  spot('HOT', 'USDT', { pricePrecision: 6, amountPrecision: 0, minAmount: '100', tradeSize: 100_000, levelSize: 1_500_000, spreadBps: 5, tradesPerSecond: 1 }),
  spot('YFI', 'USDT', { pricePrecision: 0, amountPrecision: 5, minAmount: '0.00001', tradeSize: 0.05, levelSize: 0.8, spreadBps: 2, tradesPerSecond: 0.5 }),
  spot('GT', 'USDT', { pricePrecision: 3, amountPrecision: 2, minAmount: '0.1', tradeSize: 60, levelSize: 1_000, spreadBps: 3, tradesPerSecond: 0.7 }),
  spot('USDC', 'USDT', { pricePrecision: 4, amountPrecision: 0, minAmount: '1', tradeSize: 5_000, levelSize: 400_000, spreadBps: 1, tradesPerSecond: 1 }),
  spot('BTC', 'USDC', { pricePrecision: 2, amountPrecision: 5, minAmount: '0.00001', tradeSize: 0.02, levelSize: 0.3, spreadBps: 0.5, tradesPerSecond: 2 }),
  spot('ETH', 'USDC', { pricePrecision: 2, amountPrecision: 4, minAmount: '0.0001', tradeSize: 0.3, levelSize: 4, spreadBps: 0.8, tradesPerSecond: 1.5 }),
  spot('SOL', 'USDC', { pricePrecision: 2, amountPrecision: 3, minAmount: '0.001', tradeSize: 6, levelSize: 80, spreadBps: 1.5, tradesPerSecond: 1 }),
  spot('ETH', 'BTC', { pricePrecision: 5, amountPrecision: 3, minAmount: '0.001', tradeSize: 0.3, levelSize: 5, spreadBps: 2, tradesPerSecond: 1 }),
  spot('SOL', 'BTC', { pricePrecision: 6, amountPrecision: 2, minAmount: '0.01', tradeSize: 8, levelSize: 100, spreadBps: 4, tradesPerSecond: 0.7 }),
  spot('BNB', 'BTC', { pricePrecision: 6, amountPrecision: 2, minAmount: '0.01', tradeSize: 1, levelSize: 15, spreadBps: 3, tradesPerSecond: 0.7 }),
  spot('XRP', 'BTC', { pricePrecision: 8, amountPrecision: 0, minAmount: '1', tradeSize: 1_500, levelSize: 30_000, spreadBps: 10, tradesPerSecond: 0.5 }),
  spot('LINK', 'BTC', { pricePrecision: 7, amountPrecision: 1, minAmount: '0.1', tradeSize: 25, levelSize: 400, spreadBps: 4, tradesPerSecond: 0.5 }),
  ...FIRST.map(([base, leverage, shape]) => perp(base, leverage, { ...shape, tradesPerSecond: MAIN_TRADES_PER_SECOND.futures })),
  perp('ADA', 75, { pricePrecision: 5, amountPrecision: 0, minAmount: '1', tradeSize: 3_000, levelSize: 50_000, spreadBps: 2, tradesPerSecond: 2 }),
  perp('AVAX', 50, { pricePrecision: 3, amountPrecision: 1, minAmount: '0.1', tradeSize: 25, levelSize: 400, spreadBps: 1.5, tradesPerSecond: 2 }),
  perp('LINK', 50, { pricePrecision: 3, amountPrecision: 2, minAmount: '0.01', tradeSize: 50, levelSize: 800, spreadBps: 1.5, tradesPerSecond: 2 }),
  perp('LTC', 75, { pricePrecision: 2, amountPrecision: 3, minAmount: '0.001', tradeSize: 10, levelSize: 150, spreadBps: 1.5, tradesPerSecond: 1.5 }),
  perp('DOT', 50, { pricePrecision: 3, amountPrecision: 1, minAmount: '0.1', tradeSize: 120, levelSize: 2_000, spreadBps: 2, tradesPerSecond: 1.5 }),
  perp('YFI', 25, { pricePrecision: 0, amountPrecision: 4, minAmount: '0.0001', tradeSize: 0.1, levelSize: 1.5, spreadBps: 2, tradesPerSecond: 1 }),
];

export function marketParams(kind: MarketKind, symbol: string): MarketParams | undefined {
  return MARKETS.find((m) => m.kind === kind && m.symbol === symbol);
}

export function assetParams(asset: string): AssetParams | undefined {
  return ASSETS.find((a) => a.asset === asset);
}

/** The US-dollar price an asset starts from; USDT is the unit, 1. */
export const anchorOf = (asset: string): number => (asset === QUOTE ? 1 : assetParams(asset)?.anchorPrice ?? 0);

/** Where a market's price starts: its base's anchor in its quote (ETHBTC ≈ ETHUSDT / BTCUSDT). */
export const anchorMid = (m: MarketParams): number => (m.quote === QUOTE ? anchorOf(m.base) : anchorOf(m.base) / anchorOf(m.quote));

/** Quote units (ASSET_DECIMALS) an order must be worth at least. */
export const minNotionalUnits = (m: MarketParams): bigint => parseUnits(m.minNotional, ASSET_DECIMALS) ?? 0n;

export function symbolInfo(params: MarketParams, halted: boolean): SymbolInfo {
  return {
    symbol: params.symbol, market: params.kind, base: params.base, quote: params.quote,
    pricePrecision: params.pricePrecision, amountPrecision: params.amountPrecision,
    tickSize: formatUnits(1n, params.pricePrecision), lotSize: formatUnits(1n, params.amountPrecision),
    minAmount: params.minAmount, minNotional: params.minNotional,
    // The base tier's rates: what a visitor pays; a signed-in user's own rates come from the fees call.
    makerFeeRate: BASE_TIER[params.kind].maker, takerFeeRate: BASE_TIER[params.kind].taker,
    ...(params.kind === 'futures' ? { maxLeverage: params.maxLeverage } : {}),
    status: halted ? 'halted' : 'trading',
  };
}
