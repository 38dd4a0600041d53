// Funding of the perpetuals (docs/protocol.md, Funding): the index price, the funding rate and
// what a position pays or receives at a settlement, exactly, in bigint units. The gateway settles
// by these formulas and the screens show the same rate and countdown.
import { mulDiv } from './decimal';
import { type Scales, notional } from './futuresMath';
import type { PositionSide } from './trading';

/** Settlements every 8 hours of the gateway's clock: 00:00, 08:00 and 16:00 UTC. */
export const FUNDING_INTERVAL_MS = 8 * 60 * 60 * 1000;
/** Rates are in millionths (ppm): 100 is 0.0100 %. */
export const RATE_SCALE = 1_000_000n;
/** The interest part of the rate, 0.01 % per interval, as large exchanges use. */
export const INTEREST_PPM = 100n;
/** The premium may move the rate this far from the interest rate before it counts in full. */
const PREMIUM_DAMPER_PPM = 500n;
/** The rate is capped at ±0.75 % per interval. */
export const FUNDING_CAP_PPM = 7_500n;

const clamp = (v: bigint, low: bigint, high: bigint): bigint => (v < low ? low : v > high ? high : v);

/** The index price (price units): the spot book's mid, or its last price when a side is empty. */
export function indexPrice(bestBid: bigint, bestAsk: bigint, last: bigint): bigint {
  if (bestBid <= 0n || bestAsk <= 0n) return last;
  return (bestBid + bestAsk + 1n) / 2n;
}

/**
 * The predicted funding rate (ppm) from the premium of the mark over the index:
 *   premium + clamp(interest − premium, ±0.05 %), capped at ±0.75 %.
 * A perpetual trading near its index pays the interest rate, 0.01 %.
 */
export function fundingRate(markPrice: bigint, index: bigint): bigint {
  if (index <= 0n) return 0n;
  const premium = mulDiv(markPrice - index, RATE_SCALE, index, 'floor');
  return clamp(premium + clamp(INTEREST_PPM - premium, -PREMIUM_DAMPER_PPM, PREMIUM_DAMPER_PPM), -FUNDING_CAP_PPM, FUNDING_CAP_PPM);
}

/**
 * What a position receives (positive) or pays (negative) at a settlement, in quote units:
 * size × mark × rate; longs pay shorts when the rate is positive. A payment is rounded up, a
 * receipt down, so no settlement creates money.
 */
export function fundingAmount(s: Scales, side: PositionSide, size: bigint, markPrice: bigint, ratePpm: bigint): bigint {
  const value = notional(s, markPrice, size);
  const pays = (side === 'long') === ratePpm > 0n;
  const magnitude = mulDiv(value, ratePpm < 0n ? -ratePpm : ratePpm, RATE_SCALE, pays ? 'ceil' : 'floor');
  return pays ? -magnitude : magnitude;
}

/** The first settlement time strictly after `now` (epoch ms). */
export function nextFundingTime(now: number): number {
  return (Math.floor(now / FUNDING_INTERVAL_MS) + 1) * FUNDING_INTERVAL_MS;
}

/** The settlement times in (from, to]: what a clock that moved from `from` to `to` has passed. */
export function settlementsBetween(from: number, to: number): number[] {
  const out: number[] = [];
  for (let t = nextFundingTime(from); t <= to; t += FUNDING_INTERVAL_MS) out.push(t);
  return out;
}

/** A countdown as "HH:MM:SS" (never negative), for the ticker bar. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(total / 3600))}:${two(Math.floor(total / 60) % 60)}:${two(total % 60)}`;
}

/** A rate as a fraction ("0.000100") in percent text ("0.0100"), exactly: the decimal point moves two places. */
export function ratePercentText(rate: string | undefined): string | undefined {
  const match = rate === undefined ? null : /^(-?)(\d+)\.(\d{2})(\d*)$/.exec(rate);
  if (!match) return undefined;
  const [, sign, whole, two, rest] = match;
  return `${sign}${`${whole}${two}`.replace(/^0+(?=\d)/, '')}.${rest || '0'}`;
}
