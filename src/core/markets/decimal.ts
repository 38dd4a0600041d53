// Exact decimals as bigint minor units. Balances, prices and amounts never pass through floating
// point: a value with d decimals is the integer value × 10^d.

/** Every balance of every asset is kept with 8 decimals (the smallest unit of BTC). */
export const ASSET_DECIMALS = 8;

const DECIMAL_TEXT = /^(\d{1,30})(?:\.(\d{1,30}))?$/;

export const pow10 = (n: number): bigint => 10n ** BigInt(n);

/**
 * Units of a non-negative decimal text with at most `decimals` significant decimals ("1.50" fits 1),
 * or null when malformed or more precise than allowed. A JSON number is accepted through String().
 */
export function parseUnits(value: unknown, decimals: number): bigint | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const match = DECIMAL_TEXT.exec(String(value).trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  return BigInt(match[1] ?? '0') * pow10(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** Units of a decimal text that may be negative ("-1.5", a PnL), under parseUnits' rules. */
export function parseSignedUnits(value: unknown, decimals: number): bigint | null {
  const negative = typeof value === 'string' && value.startsWith('-');
  const units = parseUnits(negative ? value.slice(1) : value, decimals);
  return units === null ? null : negative ? -units : units;
}

/** The decimal text of units, with exactly `decimals` decimals ("-0.50"). */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const text = decimals > 0 ? `${whole}.${digits.slice(digits.length - decimals)}` : whole;
  return negative ? `-${text}` : text;
}

export type Rounding = 'floor' | 'ceil';

/** a × b / c rounded toward -∞ or +∞ (c > 0). */
export function mulDiv(a: bigint, b: bigint, c: bigint, rounding: Rounding): bigint {
  const product = a * b;
  const quotient = product / c;
  const exact = quotient * c === product;
  if (exact) return quotient;
  if (rounding === 'floor') return product < 0n ? quotient - 1n : quotient;
  return product > 0n ? quotient + 1n : quotient;
}

/** Units at one scale expressed at another, rounded when the target is coarser. */
export function rescale(units: bigint, from: number, to: number, rounding: Rounding = 'floor'): bigint {
  if (to >= from) return units * pow10(to - from);
  return mulDiv(units, 1n, pow10(from - to), rounding);
}

/** Basis points of an amount, rounded as asked (fees round up: in the exchange's favour, documented). */
export function bps(units: bigint, basisPoints: number, rounding: Rounding): bigint {
  return mulDiv(units, BigInt(basisPoints), 10_000n, rounding);
}

export const minBig = (a: bigint, b: bigint): bigint => (a < b ? a : b);
export const maxBig = (a: bigint, b: bigint): bigint => (a > b ? a : b);
