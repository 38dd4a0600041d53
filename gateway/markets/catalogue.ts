// The listed bases and their market parameters. Tick and lot sizes follow what large exchanges use
// for these pairs, chosen so that pricePrecision + amountPrecision ≤ 8: a price times an amount is
// then an exact number of USDT units (core/markets/decimal.ts).
import { formatUnits } from '../../src/core/markets/decimal';
import type { MarketKind, SymbolInfo } from '../../src/core/markets/symbols';

export interface BaseParams {
  readonly base: string;
  /** The price the simulation starts from "now"; history is generated backwards from it. */
  readonly anchorPrice: number;
  readonly pricePrecision: number;
  readonly amountPrecision: number;
  readonly minAmount: string;
  /** Annualised volatility of the price process. */
  readonly volatility: number;
  /** Typical size of one simulated taker order, in base. */
  readonly tradeSize: number;
  /** Typical size of one maker level near the top, in base. */
  readonly levelSize: number;
  readonly maxLeverage: number;
  /** Typical spread, in basis points of the price. */
  readonly spreadBps: number;
}

export const QUOTE = 'USDT';
export const MIN_NOTIONAL = '5';

export const BASES: readonly BaseParams[] = [
  { base: 'BTC', anchorPrice: 67_250, pricePrecision: 2, amountPrecision: 6, minAmount: '0.00001', volatility: 0.55, tradeSize: 0.04, levelSize: 0.6, maxLeverage: 125, spreadBps: 0.3 },
  { base: 'ETH', anchorPrice: 3_480, pricePrecision: 2, amountPrecision: 4, minAmount: '0.0001', volatility: 0.7, tradeSize: 0.6, levelSize: 8, maxLeverage: 100, spreadBps: 0.5 },
  { base: 'SOL', anchorPrice: 145.2, pricePrecision: 3, amountPrecision: 2, minAmount: '0.01', volatility: 0.9, tradeSize: 12, levelSize: 150, maxLeverage: 75, spreadBps: 1 },
  { base: 'XRP', anchorPrice: 0.52, pricePrecision: 4, amountPrecision: 1, minAmount: '1', volatility: 0.8, tradeSize: 2_500, levelSize: 40_000, maxLeverage: 75, spreadBps: 2 },
  { base: 'BNB', anchorPrice: 585, pricePrecision: 2, amountPrecision: 3, minAmount: '0.001', volatility: 0.6, tradeSize: 2, levelSize: 30, maxLeverage: 75, spreadBps: 1 },
  { base: 'DOGE', anchorPrice: 0.152, pricePrecision: 5, amountPrecision: 0, minAmount: '10', volatility: 1, tradeSize: 9_000, levelSize: 150_000, maxLeverage: 50, spreadBps: 1.5 },
];

/** Fees in basis points: spot 0.08 % maker, 0.10 % taker; futures 0.02 % and 0.06 %. */
export const FEES_BPS: Readonly<Record<MarketKind, { readonly maker: number; readonly taker: number }>> = {
  spot: { maker: 8, taker: 10 },
  futures: { maker: 2, taker: 6 },
};

const rate = (bps: number): string => formatUnits(BigInt(bps), 4);

export function symbolInfo(params: BaseParams, market: MarketKind, halted: boolean): SymbolInfo {
  return {
    symbol: `${params.base}${QUOTE}`, market, base: params.base, quote: QUOTE,
    pricePrecision: params.pricePrecision, amountPrecision: params.amountPrecision,
    tickSize: formatUnits(1n, params.pricePrecision), lotSize: formatUnits(1n, params.amountPrecision),
    minAmount: params.minAmount, minNotional: MIN_NOTIONAL,
    makerFeeRate: rate(FEES_BPS[market].maker), takerFeeRate: rate(FEES_BPS[market].taker),
    ...(market === 'futures' ? { maxLeverage: params.maxLeverage } : {}),
    status: halted ? 'halted' : 'trading',
  };
}
