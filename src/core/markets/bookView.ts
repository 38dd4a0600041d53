// The order book as a screen shows it: the levels nearest the spread, each with the running total
// of amount from the best price outwards (what a trader must eat through to reach that price), and
// the spread between the two best prices. Exact decimals throughout (bigint units); a level the
// wire sent malformed, or with nothing at it, is left out rather than shown as nonsense.
import { formatUnits, mulDiv, parseUnits } from './decimal';
import type { BookLevel } from './messages';

export interface DepthRow {
  readonly price: string;
  readonly amount: string;
  /** Sum of the amounts from the best level to this one, as a decimal string. */
  readonly total: string;
}

export interface DepthSide {
  /** Best level first. */
  readonly rows: readonly DepthRow[];
  /** The deepest row's total ('0' when there are no rows). */
  readonly total: string;
}

// Beyond this many decimals a value is not a price or an amount this exchange quotes.
const MAX_DECIMALS = 18;
const DECIMAL = /^\d{1,30}(?:\.(\d{1,30}))?$/;

function decimalsOf(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const decimals = (match[1] ?? '').length;
  return decimals <= MAX_DECIMALS ? decimals : null;
}

/**
 * The first `count` well-formed levels of one side (given best first: bids high to low, asks low
 * to high, as `sortedLevels` returns them) with their running totals.
 */
export function depthSide(levels: readonly BookLevel[], count: number): DepthSide {
  const kept: BookLevel[] = [];
  let scale = 0;
  for (const level of levels) {
    if (kept.length >= count) break;
    const priceDecimals = decimalsOf(level[0]);
    const amountDecimals = decimalsOf(level[1]);
    if (priceDecimals === null || amountDecimals === null) continue;
    if (parseUnits(level[1], amountDecimals) === 0n) continue;
    kept.push(level);
    scale = Math.max(scale, amountDecimals);
  }
  let running = 0n;
  const rows = kept.map(([price, amount]) => {
    running += parseUnits(amount, scale) ?? 0n;
    return { price, amount, total: formatUnits(running, scale) };
  });
  return { rows, total: formatUnits(running, scale) };
}

/** -1, 0 or 1 as a < b, a = b, a > b; null when either is not a non-negative decimal. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 | null {
  const da = decimalsOf(a);
  const db = decimalsOf(b);
  if (da === null || db === null) return null;
  const scale = Math.max(da, db);
  const x = parseUnits(a, scale) ?? 0n;
  const y = parseUnits(b, scale) ?? 0n;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The larger of two decimal strings (the first when they cannot be compared). */
export function maxDecimal(a: string, b: string): string {
  return compareDecimal(a, b) === -1 ? b : a;
}

// Steps of a depth scale within each power of ten: the deepest bar fills 80 to 100 % of the width.
const SCALE_STEPS = [1, 1.25, 1.6, 2, 2.5, 3.2, 4, 5, 6.4, 8, 10];

/**
 * The total a full-width depth bar stands for: the next step at or above `total`. The book gets a
 * new deepest total on nearly every update; a scale that moves only in steps leaves the bars'
 * shared variable, and so the style of every row, untouched most of the time. A decimal string;
 * '1' for no depth. A bar's width is visual, so a double is precise enough here.
 */
export function depthScale(total: string): string {
  const value = Number(total);
  if (!Number.isFinite(value) || value <= 0) return '1';
  const exponent = Math.floor(Math.log10(value));
  const power = 10 ** exponent;
  const step = SCALE_STEPS.find((s) => s * power >= value * (1 - 1e-12)) ?? 10;
  return (step * power).toFixed(Math.max(0, 2 - exponent));
}

export interface Spread {
  /** Best ask − best bid, in price. */
  readonly spread: string;
  /** The spread as a percentage of the mid price, four decimals (a few basis points show), rounded down. */
  readonly percent: string;
}

const PERCENT_DECIMALS = 4;

/** The spread between the best bid and best ask, or null without both or when they cross. */
export function bookSpread(bestBid: string | undefined, bestAsk: string | undefined): Spread | null {
  if (bestBid === undefined || bestAsk === undefined) return null;
  const db = decimalsOf(bestBid);
  const da = decimalsOf(bestAsk);
  if (db === null || da === null) return null;
  const scale = Math.max(db, da);
  const bid = parseUnits(bestBid, scale) ?? 0n;
  const ask = parseUnits(bestAsk, scale) ?? 0n;
  if (bid <= 0n || ask <= bid) return null;
  const spread = ask - bid;
  // spread / ((ask + bid) / 2) × 100, kept at PERCENT_DECIMALS decimals.
  const percent = mulDiv(spread, 200n * 10n ** BigInt(PERCENT_DECIMALS), ask + bid, 'floor');
  return { spread: formatUnits(spread, scale), percent: formatUnits(percent, PERCENT_DECIMALS) };
}
