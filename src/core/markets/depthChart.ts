// The order book as a depth chart: each side's running total from the best price outwards, drawn
// as steps around the mid price. Figures a user reads (prices, totals, values, axis labels) stay
// exact decimal strings; only positions on the canvas are doubles.
import { depthSide } from './bookView';
import { formatUnits, pow10, rescale } from './decimal';
import type { BookLevel } from './messages';

export type DepthSideName = 'bids' | 'asks';

export interface DepthPoint {
  readonly side: DepthSideName;
  /** The level's price, as the book gave it. */
  readonly price: string;
  /** Amount from the best level to this one, in base. */
  readonly total: string;
  /** Σ price × amount from the best level to this one, in quote, to the prices' decimals (rounded down). */
  readonly value: string;
  /** The price as a double: a position, never a figure shown. */
  readonly at: number;
  /** The total as a double, likewise. */
  readonly depth: number;
}

export interface DepthCurve {
  /** Best first: bids high to low, asks low to high. Only the levels inside [low, high]. */
  readonly bids: readonly DepthPoint[];
  readonly asks: readonly DepthPoint[];
  /** Halfway between the best bid and the best ask (the one best price when a side is empty). */
  readonly mid: number;
  /** The mid price as an exact decimal string, for its label. */
  readonly midText: string;
  /** The price span drawn, centred on the mid. */
  readonly low: number;
  readonly high: number;
  /** The deepest total drawn on either side. */
  readonly top: number;
}

/** The gateway sends at most 50 levels a side (docs/protocol.md, depth). */
const MAX_LEVELS = 50;

function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

function sidePoints(levels: readonly BookLevel[], side: DepthSideName): DepthPoint[] {
  const { rows } = depthSide(levels, MAX_LEVELS);
  const priceScale = Math.max(0, ...rows.map((r) => decimalsOf(r.price)));
  const amountScale = Math.max(0, ...rows.map((r) => decimalsOf(r.amount)));
  let value = 0n;
  return rows.map((row) => {
    // Well-formed by depthSide: plain digits with an optional fraction.
    const price = BigInt(row.price.replace('.', '')) * pow10(priceScale - decimalsOf(row.price));
    const amount = BigInt(row.amount.replace('.', '')) * pow10(amountScale - decimalsOf(row.amount));
    value += price * amount;
    return {
      side, price: row.price, total: row.total, value: formatUnits(rescale(value, priceScale + amountScale, priceScale), priceScale),
      at: Number(row.price), depth: Number(row.total),
    };
  });
}

/** "12.3400" → "12.34", "5.000" → "5": a product carries both scales' decimals, most of them zero. */
function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * The curve to draw, or null for a book with no level on either side. The span reaches from the
 * mid as far as the shallower side's deepest level, so both sides fill their half of the chart.
 */
export function depthCurve(bids: readonly BookLevel[], asks: readonly BookLevel[]): DepthCurve | null {
  const allBids = sidePoints(bids, 'bids');
  const allAsks = sidePoints(asks, 'asks');
  const bestBid = allBids[0];
  const bestAsk = allAsks[0];
  if (!bestBid && !bestAsk) return null;
  const mid = bestBid && bestAsk ? (bestBid.at + bestAsk.at) / 2 : (bestBid ?? bestAsk)!.at;
  const midText = bestBid && bestAsk ? midOf(bestBid.price, bestAsk.price) : (bestBid ?? bestAsk)!.price;
  const reaches = [allBids, allAsks].filter((p) => p.length > 0).map((p) => Math.abs(mid - p[p.length - 1]!.at));
  // A side of one level at the mid (a one-sided book) has no reach: a thousandth of the price instead.
  const half = Math.min(...reaches) || Math.max(...reaches) || mid * 1e-3 || 1;
  const low = mid - half;
  const high = mid + half;
  const inside = (p: DepthPoint) => p.at >= low - half * 1e-9 && p.at <= high + half * 1e-9;
  const shownBids = allBids.filter(inside);
  const shownAsks = allAsks.filter(inside);
  const top = Math.max(0, shownBids[shownBids.length - 1]?.depth ?? 0, shownAsks[shownAsks.length - 1]?.depth ?? 0);
  return { bids: shownBids, asks: shownAsks, mid, midText, low, high, top };
}

/** (a + b) / 2 of two decimal strings, exactly: one more decimal than the finer of them, at most. */
function midOf(a: string, b: string): string {
  const scale = Math.max(decimalsOf(a), decimalsOf(b)) + 1;
  const units = (text: string) => BigInt(text.replace('.', '')) * pow10(scale - decimalsOf(text));
  return trimZeros(formatUnits((units(a) + units(b)) / 2n, scale));
}

export interface Plot {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface DepthScale {
  readonly x: (price: number) => number;
  readonly y: (depth: number) => number;
  readonly priceAt: (x: number) => number;
  /** The amount at the top of the plot (the axis's last tick or above). */
  readonly depthMax: number;
}

/** Prices left to right, low to high, in every language; depth from the bottom up with headroom. */
export function depthScale(curve: DepthCurve, plot: Plot, depthMax = curve.top * 1.15 || 1): DepthScale {
  const span = curve.high - curve.low;
  return {
    x: (price) => plot.left + ((price - curve.low) / span) * plot.width,
    y: (depth) => plot.top + plot.height - (depth / depthMax) * plot.height,
    priceAt: (x) => curve.low + ((x - plot.left) / plot.width) * span,
    depthMax,
  };
}

/**
 * The outline of one side's area, in canvas coordinates: from the mid along the bottom to the best
 * price, then one step up at each level, out to the plot's edge at the deepest total.
 */
export function stepOutline(curve: DepthCurve, side: DepthSideName, scale: DepthScale): Array<readonly [number, number]> {
  const points = curve[side];
  const floor = scale.y(0);
  const outline: Array<readonly [number, number]> = [[scale.x(curve.mid), floor]];
  let depth = 0;
  for (const point of points) {
    const x = scale.x(point.at);
    outline.push([x, scale.y(depth)], [x, scale.y(point.depth)]);
    depth = point.depth;
  }
  outline.push([scale.x(side === 'bids' ? curve.low : curve.high), scale.y(depth)]);
  return outline;
}

/** The level a crosshair at `price` points to: the nearest one on that side of the mid. */
export function nearestPoint(curve: DepthCurve, price: number): DepthPoint | null {
  const side = price < curve.mid ? curve.bids : curve.asks;
  const candidates = side.length > 0 ? side : price < curve.mid ? curve.asks : curve.bids;
  let best: DepthPoint | null = null;
  for (const point of candidates) {
    if (!best || Math.abs(point.at - price) < Math.abs(best.at - price)) best = point;
  }
  return best;
}

/** The levels in price order, low to high: the order the arrow keys walk. */
export function pointsInPriceOrder(curve: DepthCurve): readonly DepthPoint[] {
  return [...curve.bids].reverse().concat(curve.asks);
}

/** The level `steps` to the right (negative: left) of the one nearest `price`, stopping at the ends. */
export function stepFrom(curve: DepthCurve, price: number | null, steps: number): DepthPoint | null {
  const ordered = pointsInPriceOrder(curve);
  if (ordered.length === 0) return null;
  if (price === null) return curve.bids[0] ?? curve.asks[0] ?? null;
  const current = nearestPoint(curve, price);
  const index = current ? ordered.indexOf(current) : 0;
  return ordered[Math.min(ordered.length - 1, Math.max(0, index + steps))] ?? null;
}

export interface Tick {
  readonly at: number;
  /** The tick's value as an exact decimal string, for the label. */
  readonly text: string;
}

/** Round steps (1, 2 or 5 × a power of ten) between `from` and `to`, about `count` of them. */
export function axisTicks(from: number, to: number, count: number): Tick[] {
  if (!(to > from) || !Number.isFinite(from) || !Number.isFinite(to) || count < 1) return [];
  const raw = (to - from) / count;
  let exponent = Math.floor(Math.log10(raw));
  const fraction = raw / 10 ** exponent;
  let mantissa = fraction <= 1.5 ? 1 : fraction <= 3.5 ? 2 : fraction <= 7.5 ? 5 : 10;
  if (mantissa === 10) {
    mantissa = 1;
    exponent += 1;
  }
  const step = mantissa * 10 ** exponent;
  const ticks: Tick[] = [];
  for (let n = Math.ceil(from / step - 1e-9); n * step <= to + step * 1e-9; n += 1) {
    const units = BigInt(n * mantissa);
    const text = exponent >= 0 ? (units * pow10(exponent)).toString() : trimZeros(formatUnits(units, -exponent));
    ticks.push({ at: n * step, text });
  }
  return ticks;
}

export interface DepthWithin {
  /** Amount of bids priced at or above mid × (1 − percent/100), in base. */
  readonly bids: string;
  /** Amount of asks priced at or below mid × (1 + percent/100), in base. */
  readonly asks: string;
}

/** How much of the book lies within `percent` of the mid price on each side, exactly. */
export function depthWithin(bids: readonly BookLevel[], asks: readonly BookLevel[], percent: number): DepthWithin | null {
  const bidRows = depthSide(bids, MAX_LEVELS).rows;
  const askRows = depthSide(asks, MAX_LEVELS).rows;
  const bestBid = bidRows[0];
  const bestAsk = askRows[0];
  if (!bestBid || !bestAsk) return null;
  const scale = Math.max(...[...bidRows, ...askRows].map((r) => decimalsOf(r.price)));
  const units = (price: string) => BigInt(price.replace('.', '')) * pow10(scale - decimalsOf(price));
  // price ≥ (bid + ask)/2 × (100 − p)/100  ⇔  200 × price ≥ (bid + ask) × (100 − p), in integers.
  const twiceMid = units(bestBid.price) + units(bestAsk.price);
  const p = BigInt(Math.round(percent));
  const bidEdge = twiceMid * (100n - p);
  const askEdge = twiceMid * (100n + p);
  const within = (rows: typeof bidRows, inside: (price: bigint) => boolean) => {
    let last: string | null = null;
    for (const row of rows) {
      if (!inside(200n * units(row.price))) break;
      last = row.total;
    }
    return last ?? '0';
  };
  return { bids: within(bidRows, (x) => x >= bidEdge), asks: within(askRows, (x) => x <= askEdge) };
}
