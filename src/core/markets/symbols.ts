// Symbol metadata as the REST symbols call serves it (docs/protocol.md, Markets).

export const MARKET_KINDS = ['spot', 'futures'] as const;
/** Spot pairs, or USDT-margined perpetual futures on the same bases. */
export type MarketKind = (typeof MARKET_KINDS)[number];

export type SymbolStatus = 'trading' | 'halted';

export interface SymbolInfo {
  readonly symbol: string;
  readonly market: MarketKind;
  readonly base: string;
  readonly quote: string;
  /** Decimals of a price; the tick size is 10^-pricePrecision. */
  readonly pricePrecision: number;
  /** Decimals of an amount of base; the lot size is 10^-amountPrecision. */
  readonly amountPrecision: number;
  readonly tickSize: string;
  readonly lotSize: string;
  /** Smallest order amount, in base. */
  readonly minAmount: string;
  /** Smallest order value, in quote. */
  readonly minNotional: string;
  readonly makerFeeRate: string;
  readonly takerFeeRate: string;
  /** Futures only: leverage from 1 to this. */
  readonly maxLeverage?: number;
  readonly status: SymbolStatus;
}

export function isMarketKind(value: unknown): value is MarketKind {
  return value === 'spot' || value === 'futures';
}
