// Record checks of the fee answers (docs/protocol.md, Fees and VIP tiers), in wireCheck's style.
import { MARKET_KINDS } from './symbols';
import type { FeeRates, FeeSchedule, FeeTier, KindFees, MyFees, NextTier } from './feeTiers';
import { type Parse, WireDrops, boolean, checker, count, decimal, nullable, oneOf, readList, symbol } from './wireCheck';

/** A record inside a record: it passes whole or fails its parent (none of these has optional fields to drop alone). */
const whole = <T>(parse: Parse<T>) => (v: unknown): boolean => parse(v, new WireDrops()) !== null;

const rates = whole(checker<FeeRates>('fee rates', { maker: decimal, taker: decimal }));
const parseTier = checker<FeeTier>('fee tier', { level: count, minVolume: decimal, spot: rates, futures: rates });

const percent = (v: unknown): boolean => count(v) && (v as number) < 100;
const kinds = (v: unknown): boolean => Array.isArray(v) && v.every(oneOf(...MARKET_KINDS));

const parseScheduleHead = checker<Omit<FeeSchedule, 'tiers'>>('fee schedule', {
  volumeDays: count, feeToken: symbol, feeTokenDiscountPercent: percent, feeTokenMarkets: kinds,
});

/** Tiers climb: the first from volume 0, each next one from a higher volume and a higher level. */
function climbing(tiers: readonly FeeTier[]): boolean {
  return tiers.length > 0 && Number(tiers[0]?.minVolume) === 0
    && tiers.every((t, i) => i === 0 || (Number(t.minVolume) > Number(tiers[i - 1]?.minVolume) && t.level > (tiers[i - 1]?.level ?? 0)));
}

/** The schedule, or null when it cannot be shown: its head and its tiers, all of them, climbing. */
export const parseFeeSchedule: Parse<FeeSchedule> = (value, drops) => {
  const head = parseScheduleHead(value, drops);
  if (head === null) return null;
  const raw = (value as { tiers?: unknown }).tiers;
  const tiers = readList(raw, parseTier, drops, 'fee tiers');
  if (tiers === null || !Array.isArray(raw) || tiers.length !== raw.length || !climbing(tiers)) {
    drops.dropRecord('fee schedule', 'tiers');
    return null;
  }
  return { ...head, tiers };
};

const next = whole(checker<NextTier>('next tier', { level: count, minVolume: decimal, needed: decimal }));
const kindFees = whole(checker<KindFees>('kind fees', { volume: decimal, level: count, maker: decimal, taker: decimal, next: nullable(next) }));

export const parseMyFees = checker<MyFees>('my fees', { demo: boolean, feeToken: boolean, spot: kindFees, futures: kindFees });
