// Price grouping of an order book: levels merged into buckets of a step that is a multiple of the
// market's tick. A bid is worth its bucket's lower edge and an ask its upper edge, so a grouped
// book never shows a bid above or an ask below what a trader can actually get.
import { formatUnits, parseUnits, pow10 } from './decimal';
import type { BookLevel } from './messages';

/** How many steps a book offers: the tick, then ten, a hundred and a thousand ticks. */
const STEP_COUNT = 4;
const MAX_DECIMALS = 18;

/** The decimals a step or price is written with ('0.10' → 2, '10' → 0). */
export function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** The grouping steps of a market with this tick size, finest first ('0.01' → 0.01, 0.1, 1, 10). */
export function groupSteps(tickSize: string): readonly string[] {
  const decimals = decimalsOf(tickSize);
  if (decimals > MAX_DECIMALS) return [];
  const tick = parseUnits(tickSize, decimals);
  if (tick === null || tick <= 0n) return [];
  return Array.from({ length: STEP_COUNT }, (_, i) => {
    const units = tick * pow10(i);
    return trimZeros(formatUnits(units, decimals));
  });
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * One side's levels (best first) merged into buckets of `step`, best first. Levels the wire sent
 * malformed are left out rather than guessed; an unreadable step leaves the side as it was.
 */
export function groupLevels(levels: readonly BookLevel[], side: 'bids' | 'asks', step: string): BookLevel[] {
  let priceDecimals = decimalsOf(step);
  let amountDecimals = 0;
  for (const [price, amount] of levels) {
    priceDecimals = Math.max(priceDecimals, decimalsOf(price));
    amountDecimals = Math.max(amountDecimals, decimalsOf(amount));
  }
  if (priceDecimals > MAX_DECIMALS || amountDecimals > MAX_DECIMALS) return [...levels];
  const stepUnits = parseUnits(step, priceDecimals);
  if (stepUnits === null || stepUnits <= 0n) return [...levels];
  const buckets = new Map<bigint, bigint>();
  const order: bigint[] = [];
  for (const [price, amount] of levels) {
    const p = parseUnits(price, priceDecimals);
    const a = parseUnits(amount, amountDecimals);
    if (p === null || a === null || a === 0n) continue;
    const floor = p - (p % stepUnits);
    const bucket = side === 'bids' || floor === p ? floor : floor + stepUnits;
    const held = buckets.get(bucket);
    if (held === undefined) order.push(bucket);
    buckets.set(bucket, (held ?? 0n) + a);
  }
  const shownDecimals = decimalsOf(step);
  return order.map((bucket) => [formatUnits(bucket / pow10(priceDecimals - shownDecimals), shownDecimals), formatUnits(buckets.get(bucket) ?? 0n, amountDecimals)] as const);
}

/**
 * The step a stored choice names, when it is one of `steps`; the finest (the tick) otherwise: a
 * choice from an older tick size, or storage someone edited, never groups by a step the market lacks.
 */
export function chosenStep(stored: string | null, steps: readonly string[]): string | null {
  const step = parsed(stored);
  return typeof step === 'string' && steps.includes(step) ? step : (steps[0] ?? null);
}

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
