// VIP fee tiers (docs/protocol.md, Fees and VIP tiers): the schedule the gateway charges by and the
// screens show, and the arithmetic both sides share. A user's tier, per market kind and per account
// (real or demo), is the highest whose threshold their 30-day traded volume (in USDT) reaches.
// Rates are decimal texts with at most 8 decimals; volumes are USDT units (8 decimals).
import { ASSET_DECIMALS, formatUnits, mulDiv, parseUnits } from './decimal';
import type { MarketKind } from './symbols';

export type Liquidity = 'maker' | 'taker';

export interface FeeRates {
  readonly maker: string;
  readonly taker: string;
}

export interface FeeTier {
  /** 0 for the tier everyone starts in. */
  readonly level: number;
  /** 30-day traded volume, in USDT, from which the tier applies. */
  readonly minVolume: string;
  readonly spot: FeeRates;
  readonly futures: FeeRates;
}

export interface FeeSchedule {
  /** Ascending by level and by minVolume; the first has minVolume 0. */
  readonly tiers: readonly FeeTier[];
  /** Days of fills the volume counts. */
  readonly volumeDays: number;
  /** The coin a fee is paid in when the fee-token discount is on (section 3's openGtFees, flag ob). */
  readonly feeToken: string;
  /** Percent taken off a fee paid in the fee token. */
  readonly feeTokenDiscountPercent: number;
  /** The market kinds whose fills can pay in the fee token. */
  readonly feeTokenMarkets: readonly MarketKind[];
}

/** What the next tier asks: its level, threshold and the volume still missing. */
export interface NextTier {
  readonly level: number;
  readonly minVolume: string;
  readonly needed: string;
}

/** One market kind of one account: volume, tier, the rates charged, and the next tier. */
export interface KindFees {
  readonly volume: string;
  readonly level: number;
  readonly maker: string;
  readonly taker: string;
  readonly next: NextTier | null;
}

/** The signed-in user's fees for the account the call acted on (real or demo). */
export interface MyFees {
  readonly demo: boolean;
  /** The fee-token discount switch (settings flag ob). */
  readonly feeToken: boolean;
  readonly spot: KindFees;
  readonly futures: KindFees;
}

const units = (text: string): bigint => parseUnits(text, ASSET_DECIMALS) ?? 0n;

/** The tier a 30-day volume (USDT units) reaches: the highest whose threshold it meets. */
export function tierFor(tiers: readonly FeeTier[], volume: bigint): FeeTier {
  let found = tiers[0];
  if (!found) throw new Error('a fee schedule needs at least one tier');
  for (const tier of tiers) if (volume >= units(tier.minVolume)) found = tier;
  return found;
}

/** The tier after the one `volume` reaches, with what is missing to reach it; null at the top. */
export function nextTier(tiers: readonly FeeTier[], volume: bigint): NextTier | null {
  const next = tiers.find((t) => units(t.minVolume) > volume);
  return next ? { level: next.level, minVolume: next.minVolume, needed: formatUnits(units(next.minVolume) - volume, ASSET_DECIMALS) } : null;
}

/** How far from the current tier's threshold to the next one the volume is, in whole percent (100 at the top). */
export function progressPercent(tiers: readonly FeeTier[], volume: bigint): number {
  const next = tiers.find((t) => units(t.minVolume) > volume);
  if (!next) return 100;
  const from = units(tierFor(tiers, volume).minVolume);
  return Number(mulDiv(volume - from, 100n, units(next.minVolume) - from, 'floor'));
}

/** The kind's status at a volume: what the gateway answers and a screen shows. */
export function kindFees(tiers: readonly FeeTier[], kind: MarketKind, volume: bigint): KindFees {
  const tier = tierFor(tiers, volume);
  return { volume: formatUnits(volume, ASSET_DECIMALS), level: tier.level, ...tier[kind], next: nextTier(tiers, volume) };
}

/** A rate with the fee-token discount taken off, rounded up to the rate's last decimal (fees never round down). */
export function discountedRate(rate: string, discountPercent: number): string {
  return formatUnits(mulDiv(units(rate), BigInt(100 - discountPercent), 100n, 'ceil'), ASSET_DECIMALS);
}

/** A rate as a percent text without trailing zeros: '0.0008' → '0.08'. */
export function ratePercent(rate: string): string {
  const percent = formatUnits(units(rate) * 100n, ASSET_DECIMALS);
  return percent.replace(/\.?0+$/, '') || '0';
}

